import type { Placeholder, Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

export type Row = Record<string, unknown>;

/** A value, or a placeholder bound to it when a statement built once runs (`executeShape`). */
export type Bindable<T> = T | Placeholder;

/**
 * Names beyond this many texts are not given: a statement whose text has no fixed shape would otherwise keep a plan on
 * every connection for each text it ever had. The ingestion's statements have a few dozen shapes in all.
 */
const MAX_NAMED_TEXTS = 200;

const dialect = new PgDialect();
const names = new Map<string, string>();
const shapes = new Map<string, Query>();

/** The name this process gives a statement's text: the same text, the same name, on every connection. */
function nameOf(text: string): string | undefined {
  const known = names.get(text);
  if (known || names.size >= MAX_NAMED_TEXTS) return known;
  const name = `prepared_${names.size + 1}`;
  names.set(text, name);
  return name;
}

async function run(db: Db, query: Query, values?: Record<string, unknown>): Promise<{ rows: Row[] }> {
  const prepared = db._.session.prepareQuery(query, undefined, nameOf(query.sql), false);
  return (await prepared.execute(values)) as { rows: Row[] };
}

/**
 * Runs a statement on `db` (the pool or a transaction) as a named prepared statement: PostgreSQL parses and plans its
 * text once per connection and then only binds the values, where an unnamed one is planned on every call (about half
 * of the visit statement's time in PostgreSQL, decision 041). Rows come back as the driver reads them (timestamps as
 * text, as with `db.execute`). The embedded database runs it as any statement.
 */
export async function executePrepared(db: Db, statement: SQL): Promise<{ rows: Row[] }> {
  return run(db, dialect.sqlToQuery(statement));
}

/**
 * As `executePrepared`, for a statement whose text depends only on `shape` (a key naming what varies in it, unique to
 * the caller): `build` makes it once per shape with placeholders (`sql.placeholder`) where its values go, and each call
 * only binds `values` to them, by name. Values go to the driver as they are: dates as ISO text, JSON as text.
 */
export async function executeShape(db: Db, shape: string, build: () => SQL, values: Record<string, unknown>): Promise<{ rows: Row[] }> {
  let query = shapes.get(shape);
  if (!query) {
    query = dialect.sqlToQuery(build());
    shapes.set(shape, query);
  }
  return run(db, query, values);
}
