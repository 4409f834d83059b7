import { parseArgs } from 'node:util';
import type { Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { seedDemoIfEmpty } from '../db/seed/demo';
import { openFreshDatabase } from './fresh-database';
import { checkInvariants } from './invariants';

export const checkUsage = `Usage: npm run ops -- check [--fresh-demo]
Checks the points and notifications rules on the configured database, prints each violation and exits 1 if there is any.
--fresh-demo checks a new database (beside DATABASE_URL, or in memory) loaded with the demo data instead.`;

/** `check`: every invariant of the points ledger, orders and notifications (ops/invariants.ts). */
export async function checkCommand(argv: string[], config: Config): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { 'fresh-demo': { type: 'boolean', default: false } }, strict: true });
  let database: Database;
  if (values['fresh-demo']) {
    database = await openFreshDatabase(config.databaseUrl);
    await seedDemoIfEmpty(database.db, { rules: config });
  } else {
    database = await openDatabase(config);
    await database.migrate();
  }
  try {
    const violations = await checkInvariants(database.db);
    for (const violation of violations) console.log(`${violation.rule}: ${violation.message}`);
    console.log(violations.length ? `${violations.length} violations` : 'all invariants hold');
    return violations.length ? 1 : 0;
  } finally {
    await database.close();
  }
}
