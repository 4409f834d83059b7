import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, rows, type Db } from './client';

/** One migration of this release, as drizzle-kit lists it in the journal beside the SQL files. */
export interface ReleaseMigration {
  tag: string;
  /** When it was generated: drizzle's migrator records it as the migration's `created_at` once applied. */
  when: number;
}

export async function releaseMigrations(folder = migrationsFolder): Promise<ReleaseMigration[]> {
  const journal = JSON.parse(await readFile(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: ReleaseMigration[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/**
 * This release's migrations the database has not applied, in order: drizzle's migrator applies every one generated
 * after the last it recorded in `drizzle.__drizzle_migrations`, so the same comparison tells what it would apply.
 */
export async function pendingMigrations(db: Db, folder = migrationsFolder): Promise<string[]> {
  const release = await releaseMigrations(folder);
  const [table] = await rows<{ present: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!table?.present) return release.map((migration) => migration.tag);
  const [applied] = await rows<{ last: string | number | null }>(db, sql`select max(created_at) as last from drizzle.__drizzle_migrations`);
  const last = applied?.last === null || applied?.last === undefined ? -1 : Number(applied.last);
  return release.filter((migration) => migration.when > last).map((migration) => migration.tag);
}
