import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openMigrationDatabase } from '../test/migration-database';
import { openPostgres, rows } from './client';
import { pendingMigrations } from './migration-state';

describe('migrating', () => {
  it('lists every migration as pending on an empty database, applies them, and a second run applies nothing', async () => {
    const empty = await openMigrationDatabase('portal_migrate');
    try {
      expect(await pendingMigrations(empty.database.db)).toEqual(empty.tags);
      await empty.database.migrate();
      expect(await pendingMigrations(empty.database.db)).toEqual([]);
      await empty.database.migrate();
      const [count] = await rows<{ n: number }>(empty.database.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect(count?.n).toBe(empty.tags.length);
    } finally {
      await empty.close();
    }
  });
});

describe.runIf(inject('postgresUrl'))('several processes starting at once (PostgreSQL)', () => {
  it(
    'one migrates under the advisory lock while the others wait: every migration applied once, none fails',
    { timeout: 60_000 },
    async () => {
      const empty = await openMigrationDatabase('portal_migrate_lock');
      const url = empty.url;
      if (!url) throw new Error('a PostgreSQL test database has an address');
      const processes = Array.from({ length: 5 }, () => openPostgres(url, 2));
      try {
        const results = await Promise.allSettled(processes.map((database) => database.migrate()));
        expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
        const applied = await rows<{ hash: string; n: number }>(
          empty.database.db,
          sql`select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash`,
        );
        expect(applied).toHaveLength(empty.tags.length);
        expect(applied.filter((row) => row.n !== 1)).toEqual([]);
        expect(await pendingMigrations(empty.database.db)).toEqual([]);
      } finally {
        await Promise.all(processes.map((database) => database.close()));
        await empty.close();
      }
    },
  );
});
