import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';

/**
 * An admin resets a member's second factor (a lost or replaced phone): the authenticator and the recovery codes stop
 * working, every session of the member ends, and the member sets up a new authenticator after signing in with their
 * password. An admin cannot reset their own.
 */
export const resetSecondFactor = defineService({
  serviceName: 'staff',
  serviceType: 'resetSecondFactor',
  auth: { staff: ['admin'] },
  kind: 'mutation',
  personalData: false,
  params: z.object({ staffId: z.uuid('notFound') }),
  reply: z.object({ status: okStatus }),
});
