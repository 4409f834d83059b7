import type { testClockRoutes } from '@portal/contract/services/test-clock/test-clock';
import type { RestRoutes, RestServices } from '../../plugins/calls/rest-route';

/** The movable clock of a server started in test mode; never in production. */
function testClockOf({ config, testClock }: RestServices) {
  if (testClock && config.nodeEnv === 'production') throw new Error('the test clock is never registered in production');
  return testClock ?? null;
}

/**
 * `POST /api/test/clock {at}` moves the clock every handler and job of this process reads; `POST /api/test/clock/reset` puts it back.
 * Registered only for a server started in test mode with a movable clock (decision 028).
 */
export const testClockRoutesHandlers: RestRoutes<typeof testClockRoutes> = {
  move: (services) => {
    const clock = testClockOf(services);
    return clock
      ? async ({ body }) => {
          clock.moveTo(new Date(body.at));
          return { status: 200 as const, now: clock.now().toISOString() };
        }
      : null;
  },
  reset: (services) => {
    const clock = testClockOf(services);
    return clock
      ? async () => {
          clock.reset();
          return { status: 200 as const, now: clock.now().toISOString() };
        }
      : null;
  },
};
