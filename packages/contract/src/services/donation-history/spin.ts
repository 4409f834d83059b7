import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';

/**
 * The after-donation wheel: the prize was decided by the server when the feedback was stored;
 * spinning reveals it and books it in the points ledger, once (a repeated spin answers the same prize).
 */
export const wheelSpin = defineService({
  serviceName: 'wheel',
  serviceType: 'spin',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  params: z.object({ wheelId: z.uuid('wheelNotFound') }),
  reply: z.object({
    status: okStatus,
    /** The prizes on the wheel, in drawing order. */
    segments: z.array(z.number().int()),
    points: z.number().int(),
    pointsBalance: z.number().int(),
  }),
});
