import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { lighthouseScores, lighthouseTable } from './lighthouse';
import { logIn, startPortal, stopped, waitForHealth } from './portal-process';

/**
 * `npm run bench:lighthouse -w apps/server`: only the Lighthouse part of `npm run bench`, on the compiled server with a
 * fresh embedded database (`LIGHTHOUSE_RUNS` runs a page), to try a change to the first page without the whole bench.
 */
const PORT = Number(process.env.BENCH_PORT ?? 3197) + 4;

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-lighthouse-'));
  const portal = startPortal(PORT, { DATA_DIR: dataDir });
  try {
    await waitForHealth(PORT, portal);
    console.log(lighthouseTable(await lighthouseScores(PORT, await logIn(PORT, 'donor@example.com'))));
  } finally {
    await stopped(portal);
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
