import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres, wrapPglite, type Database } from '../db/client';
import { TEMPLATE_DATABASE, withDatabaseName } from './database-names';

/** A database of its own for one test file, already migrated, dropped by `close()`. */
export async function openTestDatabase(): Promise<Database> {
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl) {
    const name = `portal_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
    await admin.end();
    const database = openPostgres(withDatabaseName(postgresUrl, name), 20);
    return {
      ...database,
      async close() {
        await database.close();
        const cleanup = new pg.Client({ connectionString: postgresUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const dump = await readFile(inject('pgliteDumpPath'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
  return wrapPglite(client);
}
