import type { APIRequestContext } from '@playwright/test';
import { mkdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** One lock per test server: two workers moving one server's clock at once would undo each other's moves. */
const lock = path.join(tmpdir(), `portal-e2e-clock-${process.env.E2E_PORT ?? 3300}`);
/** A lock older than this was left by a killed run. */
const STALE_MS = 5 * 60_000;
const POLL_MS = 200;

async function acquire(): Promise<void> {
  for (;;) {
    try {
      await mkdir(lock);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const since = await stat(lock).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (since > STALE_MS) await rm(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}

/**
 * Runs `work` holding the server's test clock (the server runs with TEST_CLOCK, see start-server.sh): `moveTo` sets the
 * server's time through `POST /api/test/clock`; afterwards the clock is put back and the next test may take it.
 */
export async function withServerClock<T>(
  request: APIRequestContext,
  work: (moveTo: (at: Date) => Promise<void>) => Promise<T>,
): Promise<T> {
  await acquire();
  try {
    return await work(async (at) => {
      const reply = await request.post('/api/test/clock', { data: { at: at.toISOString() } });
      if (!reply.ok()) throw new Error(`the test clock did not move: ${reply.status()} ${await reply.text()}`);
    });
  } finally {
    await request.post('/api/test/clock/reset');
    await rm(lock, { recursive: true, force: true });
  }
}
