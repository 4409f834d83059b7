import { sql, type Placeholder, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

type Row = Record<string, unknown>;

/** A value, or a placeholder bound to it when a statement built once runs (`statementShapes`). */
export type Bindable<T> = T | Placeholder;

/**
 * A placeholder for `statementShapes` in an insert's values: passed to the driver as it is bound, as in a comparison (an
 * insert would pass a bare placeholder through its column's encoder, which expects the column's value, not its text).
 */
export function boundValue(name: string): SQL {
  return sql`${sql.placeholder(name)}`;
}

const dialect = new PgDialect();
/** Each shape's text, and the name it is prepared under on every connection of this process. */
const shapes = new Map<string, { query: Query; name: string }>();
/** The callers' names (`statementShapes`): one caller's shape key cannot run another's statement. */
const owners = new Set<string>();

/** Runs one of a caller's statements: built once for its shape, then only bound (`statementShapes`). */
export type ShapedStatement = (db: Db, shape: string, build: () => SQL, values: Record<string, unknown>) => Promise<{ rows: Row[] }>;

/**
 * A caller's statements whose text depends only on a shape (a key naming what varies in it: which parts, how many
 * rows), run on `db` (the pool or a transaction): `build` makes a shape's statement once, with placeholders
 * (`sql.placeholder`, `boundValue`) where its values go, and each call only binds `values` to them by name, so nothing
 * is built per call. Each shape is a named prepared statement, parsed once per connection; PostgreSQL plans it for each
 * call's values (`PLAN_CACHE_MODE`, decision 041). Values go to the driver as they are, dates as ISO text (JSON
 * as text, made by the caller); rows come back as the driver reads them (timestamps as text, as with `db.execute`). The embedded database runs
 * them as any statement. `owner` names the caller, once per process.
 */
export function statementShapes(owner: string): ShapedStatement {
  if (owners.has(owner)) throw new Error(`statement shapes of ${owner} made twice`);
  owners.add(owner);
  return async (db, shape, build, values) => {
    const key = `${owner}:${shape}`;
    let known = shapes.get(key);
    if (!known) {
      known = { query: dialect.sqlToQuery(build()), name: `prepared_${shapes.size + 1}` };
      shapes.set(key, known);
    }
    const prepared = db._.session.prepareQuery(known.query, undefined, known.name, false);
    const bound = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [name, value instanceof Date ? value.toISOString() : value]),
    );
    return (await prepared.execute(bound)) as { rows: Row[] };
  };
}
