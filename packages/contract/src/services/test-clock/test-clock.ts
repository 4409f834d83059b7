import { z } from 'zod';
import { defineRestRoute, okStatus } from '../../gateway';

const clockReply = z.object({ status: okStatus, now: z.string() });

/**
 * The server's clock moved by a browser test (a scheduled article shown at its time without waiting for it). These
 * routes exist only when the server runs with TEST_CLOCK, which it refuses in production; elsewhere they are 404.
 */
export const testClockRoutes = {
  move: defineRestRoute({
    method: 'POST',
    url: '/api/test/clock',
    auth: 'public',
    body: z.object({ at: z.iso.datetime({ offset: true }) }),
    reply: clockReply,
    personalData: false,
  }),
  reset: defineRestRoute({
    method: 'POST',
    url: '/api/test/clock/reset',
    auth: 'public',
    reply: clockReply,
    personalData: false,
  }),
};
