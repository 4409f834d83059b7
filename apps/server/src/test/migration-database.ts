import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { migrationsFolder, openPostgres, wrapPglite, type Database } from '../db/client';
import { withDatabaseName } from './database-names';

/**
 * An empty database, with no migration applied, on the test run's engine (PGlite, or a new PostgreSQL database):
 * a migration test applies the migrations one by one around the rows it loads. `close` drops it.
 */
export async function openMigrationDatabase(prefix: string) {
  const postgresUrl = inject('postgresUrl');
  let database: Database;
  let url: string | undefined;
  let drop = async () => undefined as void;
  if (!postgresUrl) {
    database = wrapPglite(await PGlite.create());
  } else {
    const name = `${prefix}_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name} template template0`);
    await admin.end();
    url = withDatabaseName(postgresUrl, name);
    database = openPostgres(url, 1);
    drop = async () => {
      const cleanup = new pg.Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  }
  const journal = JSON.parse(await readFile(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as { entries: { tag: string }[] };
  return {
    database,
    /** On PostgreSQL, its address: another process's pool on the same database. */
    url,
    tags: journal.entries.map((entry) => entry.tag),
    /** Runs one migration file the way drizzle's migrator does: statement by statement. */
    async applyMigration(tag: string): Promise<void> {
      const text = await readFile(`${migrationsFolder}/${tag}.sql`, 'utf8');
      for (const statement of text.split('--> statement-breakpoint')) {
        if (statement.trim()) await database.db.execute(sql.raw(statement));
      }
    },
    async close(): Promise<void> {
      await database.close();
      await drop();
    },
  };
}
