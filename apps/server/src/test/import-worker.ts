// One import worker as its own OS process, for the test that kills one mid-import (`import-processes.test.ts`): the
// `ops-imports` job's own function (`applyStagedImports`) with a pool of its own, run back to back until SIGTERM. Its
// connections carry `application_name=import-worker` so the test can see a batch's transaction open before it kills
// the process. IMPORT_WORKER_BATCH_LINES makes batches smaller than production's, so a few thousand lines take many.
import { loadConfig } from '../config';
import { openPostgres } from '../db/client';
import { applyStagedImports } from '../features/ops/imports/import-batches';
import { systemClock } from '../lib/clock';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const url = new URL(databaseUrl);
url.searchParams.set('application_name', 'import-worker');
const database = openPostgres(url.toString(), 2);
const deps = { db: database.db, clock: systemClock, config: loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl }) };
const batchLines = Number(process.env.IMPORT_WORKER_BATCH_LINES ?? 100);

let running = true;
process.on('SIGTERM', () => {
  running = false;
});
process.stdout.write('ready\n');
while (running) {
  await applyStagedImports(deps, { batchLines });
  await new Promise((resolve) => setTimeout(resolve, 20));
}
await database.close();
