import { lighthouseScores, lighthouseTable } from './lighthouse';
import { logIn, withFreshPortal } from './portal-process';

/**
 * `npm run bench:lighthouse -w apps/server`: only the Lighthouse part of `npm run bench`, on the compiled server with a
 * fresh embedded database (`LIGHTHOUSE_RUNS` runs a page), to try a change to the first page without the whole bench.
 */
const PORT = Number(process.env.BENCH_PORT ?? 3197) + 4;

async function main(): Promise<void> {
  await withFreshPortal(PORT, 'portal-bench-lighthouse-', async () => {
    console.log(lighthouseTable(await lighthouseScores(PORT, await logIn(PORT, 'donor@example.com'))));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
