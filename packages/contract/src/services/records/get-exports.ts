import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';

/** Issue 34: her data downloads not yet expired, newest first: being prepared (`readyAt` null) or ready until `expiresAt`. */
export const getExports = defineService({
  serviceName: 'account',
  serviceType: 'getExports',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({}),
  reply: z.object({
    status: okStatus,
    exports: z.array(
      z.object({ exportID: z.string(), requestedAt: z.string(), readyAt: z.string().nullable(), expiresAt: z.string().nullable() }),
    ),
  }),
});
