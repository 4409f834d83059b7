import type { APIRequestContext } from '@playwright/test';
import { withServerLock } from './server-lock';

/**
 * Runs `work` holding the server's test clock (the server runs with TEST_CLOCK, see start-server.sh): `moveTo` sets the
 * server's time through `POST /api/test/clock`; afterwards the clock is put back and the next test may take it. One
 * lock per test server: two workers moving one server's clock at once would undo each other's moves.
 */
export async function withServerClock<T>(
  request: APIRequestContext,
  work: (moveTo: (at: Date) => Promise<void>) => Promise<T>,
): Promise<T> {
  return withServerLock('clock', async () => {
    try {
      return await work(async (at) => {
        const reply = await request.post('/api/test/clock', { data: { at: at.toISOString() } });
        if (!reply.ok()) throw new Error(`the test clock did not move: ${reply.status()} ${await reply.text()}`);
      });
    } finally {
      await request.post('/api/test/clock/reset');
    }
  });
}
