import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, wrapPglite } from '../db/client';
import { TEMPLATE_DATABASE, withDatabaseName } from './database-names';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string;
    postgresUrl: string;
  }
}

/**
 * Migrates one database once per run; each test file then gets its own copy: a PGlite loaded from
 * a dump of the migrated one, or (when DATABASE_URL is set) a PostgreSQL database cloned from a template.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgresUrl = process.env.DATABASE_URL;
  if (postgresUrl) {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    await admin.end();
    const template = openPostgres(withDatabaseName(postgresUrl, TEMPLATE_DATABASE), 1);
    await template.migrate();
    await template.close();
    project.provide('postgresUrl', postgresUrl);
    project.provide('pgliteDumpPath', '');
    return async () => undefined;
  }

  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-test-'));
  const client = await PGlite.create();
  await wrapPglite(client).migrate();
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dumpPath = path.join(dir, 'migrated.tar');
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpPath', dumpPath);
  project.provide('postgresUrl', '');
  return () => rm(dir, { recursive: true, force: true });
}
