import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openMigrationDatabase } from '../test/migration-database';
import type { Database } from './client';
import { executePrepared, executeShape } from './prepared-statement';

let empty: Awaited<ReturnType<typeof openMigrationDatabase>>;
let database: Database;

beforeAll(async () => {
  // An empty database on one connection, so the statements a call prepared are the ones the next call finds.
  empty = await openMigrationDatabase('portal_prepared');
  database = empty.database;
});

afterAll(() => empty.close());

const sum = (a: number, b: number) => sql`select ${a}::int + ${b}::int as ${sql.identifier('total')}`;

describe('executePrepared', () => {
  it('answers with the rows of the statement, values bound on each call', async () => {
    expect((await executePrepared(database.db, sum(1, 2))).rows).toEqual([{ total: 3 }]);
    expect((await executePrepared(database.db, sum(40, 2))).rows).toEqual([{ total: 42 }]);
    const inTransaction = await database.db.transaction(async (tx) => executePrepared(tx, sum(5, 5)));
    expect(inTransaction.rows).toEqual([{ total: 10 }]);
  });

  it.runIf(inject('postgresUrl'))('prepares a text once per connection on PostgreSQL, under one name for every value', async () => {
    for (let i = 0; i < 3; i += 1) await executePrepared(database.db, sum(i, 1));
    const { rows } = await database.executeSql('select name, statement from pg_prepared_statements where statement like $1', [
      '%as "total"',
    ]);
    expect(rows).toEqual([{ name: expect.stringMatching(/^prepared_\d+$/), statement: expect.stringContaining('$1::int + $2::int') }]);
  });

  it('builds a shape once and binds the values of each call by name', async () => {
    let built = 0;
    const build = () => {
      built += 1;
      return sql`select ${sql.placeholder('a')}::int * ${sql.placeholder('b')}::int as ${sql.identifier('product')}`;
    };
    const product = async (a: number, b: number) => (await executeShape(database.db, 'test:product', build, { a, b })).rows;
    expect(await product(6, 7)).toEqual([{ product: 42 }]);
    expect(await product(3, 3)).toEqual([{ product: 9 }]);
    expect(built).toBe(1);
    await expect(executeShape(database.db, 'test:product', build, { a: 1 })).rejects.toThrow(/placeholder/i);
  });
});
