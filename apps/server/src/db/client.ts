import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { PoolCounts } from '../lib/metrics';
import { listenPglite, listenPostgres, type Listen } from './notifications';
import * as schema from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The database a transaction's callback gets: what runs on it commits or rolls back with the transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Raw rows: both drivers (node-postgres and PGlite) answer `execute` with `{ rows }`, which the shared `Db` type leaves unknown. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; safe when several processes start at once. */
  migrate(): Promise<void>;
  /** Receives the database's NOTIFY on a channel (the session revocations, decision 021). */
  listen: Listen;
  /** Plain SQL for the job engine (decision 026): several statements in one text when no values are given. */
  executeSql: ExecuteSql;
  /** PostgreSQL's connection pool, for its counts in the metrics; the embedded database has none. */
  pool?: PoolCounts;
  close(): Promise<void>;
}

export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any number: the advisory lock that serialises migrations between processes. */
const MIGRATION_LOCK_ID = 727_001;

/** Each call's own plan for a named statement: only its parsing is kept (decision 041). */
export const PLAN_CACHE_MODE = 'force_custom_plan';

export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Named statements (decision 041) planned for their values on every call: a plan kept for all values, made while a
    // table was small, would keep scanning it whole as it grows, until the next analyze (measured: 4.2–4.6 against
    // 2.5–2.9 ms of CPU a visit while 10,000 visits are recorded on an analyzed fresh database). Awaited by the pool:
    // a connection that cannot take the setting is closed and its caller gets the error.
    onConnect: (client) => client.query(`set plan_cache_mode = ${PLAN_CACHE_MODE}`),
  });
  // An idle connection dropped by the server (a restart, a test database dropped at the end of a file)
  // is discarded by the pool, which opens a new one when needed; without a listener it would crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    listen: listenPostgres(url),
    executeSql: (text, values) => pool.query(text, values),
    pool,
    close: () => pool.end(),
  };
}

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    listen: listenPglite(client),
    // The embedded database takes parameters only in a single statement; a script without them runs whole.
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    close: () => client.close(),
  };
}

/** The embedded database in a data folder (the default), or PostgreSQL when a URL is given. */
export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  await mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir);
  return wrapPglite(client);
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
