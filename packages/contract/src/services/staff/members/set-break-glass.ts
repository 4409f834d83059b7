import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';

/**
 * An admin marks a member break-glass: with `STAFF_PASSWORD_SIGN_IN=false` only they keep their password and second
 * factor, for when the provider is down. Audited.
 */
export const setBreakGlass = defineService({
  serviceName: 'staff',
  serviceType: 'setBreakGlass',
  auth: { staff: ['admin'] },
  kind: 'mutation',
  personalData: false,
  params: z.object({ staffId: z.uuid('notFound'), breakGlass: z.boolean() }),
  reply: z.object({ status: okStatus }),
});
