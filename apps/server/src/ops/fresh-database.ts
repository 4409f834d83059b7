import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPostgres, wrapPglite, type Database } from '../db/client';

/**
 * A throwaway database, migrated: a new database beside the one `DATABASE_URL` names (dropped on close),
 * or an in-memory PGlite. The check runs on it without touching the configured data.
 */
export async function openFreshDatabase(databaseUrl: string | undefined): Promise<Database> {
  if (!databaseUrl) {
    const database = wrapPglite(await PGlite.create());
    await database.migrate();
    return database;
  }
  const name = `portal_check_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 2);
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}
