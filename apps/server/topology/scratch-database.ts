import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The machine's PostgreSQL (the same one the PostgreSQL API tests use), or POSTGRES_ADMIN_URL. */
export const adminUrl = process.env.POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface ScratchDatabase {
  name: string;
  url: string;
  pool: pg.Pool;
  drop(): Promise<void>;
}

/** A fresh database `portal_topology_<random>` beside `adminUrl`'s, and a small pool on it for the checks. */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const name = `portal_topology_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 3 });
  // A check's connection that a restart of nothing of ours drops must not crash the test.
  pool.on('error', () => {});
  let dropped = false;
  return {
    name,
    url: url.toString(),
    pool,
    async drop() {
      if (dropped) return;
      dropped = true;
      await pool.end().catch(() => {});
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Whether PostgreSQL answers at `adminUrl`. */
export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
