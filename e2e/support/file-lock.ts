import { mkdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A lock older than this was left by a killed run. */
const STALE_MS = 5 * 60_000;
const POLL_MS = 200;

async function acquire(lock: string): Promise<void> {
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
 * Runs `work` holding the named lock of this test server (one per port), so tests of two projects that change one
 * shared thing — the server's clock, the check every new donor starts — take it in turn.
 */
export async function withServerLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(tmpdir(), `portal-e2e-${name}-${process.env.E2E_PORT ?? 3300}`);
  await acquire(lock);
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
