import { testClockRoutes } from '@portal/contract/services/test-clock/test-clock';
import type { FastifyInstance } from 'fastify';
import type { MovableClock } from '../../lib/clock';
import { restRoute } from '../../plugins/calls/rest-route';
import type { Services } from '../../service-context';

/**
 * `POST /api/test/clock {at}` moves the clock every handler and job of this process reads; `POST /api/test/clock/reset` puts it back.
 * Registered only for a server started in test mode with a movable clock (decision 028).
 */
export function registerTestClock(app: FastifyInstance, services: Services, clock: MovableClock): void {
  if (services.config.nodeEnv === 'production') throw new Error('the test clock is never registered in production');
  app.log.warn("TEST CLOCK is on: POST /api/test/clock moves this server's time. Never run it with real donors.");
  restRoute(app, services, testClockRoutes.move, async ({ body }) => {
    clock.moveTo(new Date(body.at));
    return { status: 200 as const, now: clock.now().toISOString() };
  });
  restRoute(app, services, testClockRoutes.reset, async () => {
    clock.reset();
    return { status: 200 as const, now: clock.now().toISOString() };
  });
}
