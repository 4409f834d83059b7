import { parseArgs } from 'node:util';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { pendingMigrations } from '../db/migration-state';

export const migrateUsage = `Usage: npm run ops -- migrate [--check]
Applies this release's pending migrations to the configured database and exits (run it once before rolling a release;
several at once wait for each other). --check applies nothing: it lists what is pending and exits 1 if anything is.`;

/** `migrate`: the schema to this release, once, before the processes of a rolling deploy start (docs/operations.md). */
export async function migrateCommand(argv: string[], config: Config): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { check: { type: 'boolean', default: false } }, strict: true });
  const database = await openDatabase(config);
  try {
    const pending = await pendingMigrations(database.db);
    if (values.check) {
      for (const tag of pending) console.log(`pending: ${tag}`);
      console.log(pending.length ? `${pending.length} migrations pending` : 'the schema is at this release');
      return pending.length ? 1 : 0;
    }
    await database.migrate();
    const left = await pendingMigrations(database.db);
    if (left.length > 0) throw new Error(`${left.length} migrations still pending after migrating`);
    console.log(
      pending.length ? `applied ${pending.length} migrations: ${pending.join(', ')}` : 'nothing to apply: the schema is at this release',
    );
    return 0;
  } finally {
    await database.close();
  }
}
