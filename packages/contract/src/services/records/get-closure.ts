import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';

/** Issue 34: whether the donor asked to close her portal account, and when it closes (null: no request pending). */
export const getClosure = defineService({
  serviceName: 'account',
  serviceType: 'getClosure',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({}),
  reply: z.object({ status: okStatus, requestedAt: z.string().nullable(), closesAt: z.string().nullable() }),
});
