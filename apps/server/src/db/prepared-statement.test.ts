import { sql } from 'drizzle-orm';
import { pgTable, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openMigrationDatabase } from '../test/migration-database';
import { PLAN_CACHE_MODE, type Database } from './client';
import { boundValue, statementShapes } from './prepared-statement';

let empty: Awaited<ReturnType<typeof openMigrationDatabase>>;
let database: Database;

beforeAll(async () => {
  // An empty database on one connection, so the statements a call prepared are the ones the next call finds.
  empty = await openMigrationDatabase('portal_prepared');
  database = empty.database;
});

afterAll(() => empty.close());

const run = statementShapes('test');
const sum = () => sql`select ${sql.placeholder('a')}::int + ${sql.placeholder('b')}::int as ${sql.identifier('total')}`;
const total = async (db: Database['db'], a: number, b: number) => (await run(db, 'sum', sum, { a, b })).rows;

describe('statementShapes', () => {
  it('builds a shape once and binds the values of each call by name, in a transaction too', async () => {
    let built = 0;
    const product = () => {
      built += 1;
      return sql`select ${sql.placeholder('a')}::int * ${sql.placeholder('b')}::int as ${sql.identifier('product')}`;
    };
    const multiply = async (a: number, b: number) => (await run(database.db, 'product', product, { a, b })).rows;
    expect(await multiply(6, 7)).toEqual([{ product: 42 }]);
    expect(await multiply(3, 3)).toEqual([{ product: 9 }]);
    expect(built).toBe(1);
    expect(await database.db.transaction((tx) => total(tx, 5, 5))).toEqual([{ total: 10 }]);
    await expect(run(database.db, 'product', product, { a: 1 })).rejects.toThrow(/placeholder/i);
  });

  it('inserts a row with the values as the driver takes them, a date as ISO text, through boundValue', async () => {
    await database.db.execute(sql`create table ${sql.identifier('stamped')} (${sql.identifier('at')} timestamptz not null)`);
    const stamped = pgTable('stamped', { at: timestamp('at', { withTimezone: true }).notNull() });
    const insert = () =>
      database.db
        .insert(stamped)
        .values({ at: boundValue('at') })
        .returning()
        .getSQL();
    const { rows } = await run(database.db, 'stamped', insert, { at: '2026-11-29T04:00:00.000Z' });
    expect(new Date(String(rows[0]?.at)).toISOString()).toBe('2026-11-29T04:00:00.000Z');
    // A Date is sent as its ISO text.
    const { rows: fromDate } = await run(database.db, 'stamped', insert, { at: new Date('2026-11-29T05:00:00.000Z') });
    expect(new Date(String(fromDate[0]?.at)).toISOString()).toBe('2026-11-29T05:00:00.000Z');
  });

  it("keeps one caller's shapes from another's: a name is taken once", () => {
    expect(() => statementShapes('test')).toThrow(/twice/);
  });

  it.runIf(inject('postgresUrl'))('prepares a shape once per connection on PostgreSQL, under one name for every value', async () => {
    for (let i = 0; i < 3; i += 1) expect(await total(database.db, i, 1)).toEqual([{ total: i + 1 }]);
    const { rows } = await database.executeSql('select name, statement from pg_prepared_statements where statement like $1', [
      '%as "total"',
    ]);
    expect(rows).toEqual([{ name: expect.stringMatching(/^prepared_\d+$/), statement: expect.stringContaining('$1::int + $2::int') }]);
    // Planned for each call's values: a plan kept for all values, made while a table was small, would go on scanning it.
    const { rows: mode } = await database.executeSql('show plan_cache_mode');
    expect(mode).toEqual([{ plan_cache_mode: PLAN_CACHE_MODE }]);
  });
});
