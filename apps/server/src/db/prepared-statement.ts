import { sql, type Placeholder, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

export type Row = Record<string, unknown>;

/** A value, or a placeholder bound to it when a statement built once runs (`executeShape`). */
export type Bindable<T> = T | Placeholder;

/**
 * A placeholder for `executeShape` in an insert's values: passed to the driver as it is bound, as in a comparison (an
 * insert would pass a bare placeholder through its column's encoder, which expects the column's value, not its text).
 */
export function boundValue(name: string): SQL {
  return sql`${sql.placeholder(name)}`;
}

const dialect = new PgDialect();
/** Each shape's text, and the name it is prepared under on every connection of this process. */
const shapes = new Map<string, { query: Query; name: string }>();

/**
 * Runs a statement whose text depends only on `shape` (a key naming what varies in it, unique to the caller) on `db`
 * (the pool or a transaction): `build` makes it once per shape (a handful per caller) with placeholders (`sql.placeholder`, `boundValue`)
 * where its values go, and each call only binds `values` to them, by name, so nothing is built per call. It is sent as
 * a named prepared statement: PostgreSQL parses and plans its text once per connection, where an unnamed one is planned
 * on every call (about half of the visit statement's time in PostgreSQL, decision 041). Values go to the driver as
 * they are (dates as ISO text, JSON as text); rows come back as the driver reads them (timestamps as text, as with
 * `db.execute`). The embedded database runs it as any statement.
 */
export async function executeShape(db: Db, shape: string, build: () => SQL, values: Record<string, unknown>): Promise<{ rows: Row[] }> {
  let known = shapes.get(shape);
  if (!known) {
    known = { query: dialect.sqlToQuery(build()), name: `prepared_${shapes.size + 1}` };
    shapes.set(shape, known);
  }
  const prepared = db._.session.prepareQuery(known.query, undefined, known.name, false);
  return (await prepared.execute(values)) as { rows: Row[] };
}
