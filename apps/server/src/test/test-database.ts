import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres, wrapPglite, type Database } from '../db/client';
import { TEMPLATE_DATABASE, withDatabaseName } from './database-names';

/** Where each PostgreSQL test database lives, for a second pool on it. */
const postgresUrls = new WeakMap<Database, string>();

/**
 * The same database as a second server process sees it: on PostgreSQL a pool (and notice listener) of its own,
 * closed by the caller; the embedded database has one client, so the same one.
 */
export function openSecondHandle(database: Database): Database {
  const url = postgresUrls.get(database);
  return url ? openPostgres(url, 5) : database;
}

/** The address of a PostgreSQL test database, for another OS process to open (undefined on the embedded database). */
export function postgresUrlOf(database: Database): string | undefined {
  return postgresUrls.get(database);
}

/** A database of its own for one test file, already migrated, dropped by `close()`. */
export async function openTestDatabase(): Promise<Database> {
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl) {
    const name = `portal_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
    await admin.end();
    const url = withDatabaseName(postgresUrl, name);
    const database = openPostgres(url, 20);
    const testDatabase: Database = {
      ...database,
      async close() {
        await database.close();
        const cleanup = new pg.Client({ connectionString: postgresUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
    postgresUrls.set(testDatabase, url);
    return testDatabase;
  }
  migratedDump ??= await readFile(inject('pgliteDumpPath'));
  const client = await PGlite.create({ loadDataDir: new DumpBlob(migratedDump), startParams: TEST_START_PARAMS });
  return wrapPglite(client);
}

/** The migrated database's files, read once per worker (its files share one module graph, decision 042). */
let migratedDump: Uint8Array | undefined;

/**
 * A test file's database is small: 16 MB of shared buffers instead of 128 MB, which PostgreSQL clears at every start.
 * With the dump below, a file's database starts on 0.9 s of CPU instead of 2.0 s (235 files a run).
 */
const TEST_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * The dump as PGlite reads it (`arrayBuffer()`): Node 20's own Blob reads 45 MB back through a stream, chunk by chunk,
 * about 0.7 s of CPU a file; this hands over a copy of the bytes at once.
 */
class DumpBlob extends Blob {
  constructor(private readonly contents: Uint8Array) {
    super([]);
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(new Uint8Array(this.contents).buffer);
  }
}
