import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';
import { safeText } from '../../../rules/safe-input';

/** Removes a group's mapping: its members lose the access it gave at their next sign-in. */
export const deleteGroupMapping = defineService({
  serviceName: 'staff',
  serviceType: 'deleteGroupMapping',
  auth: { staff: ['admin'] },
  kind: 'mutation',
  personalData: false,
  params: z.object({ groupValue: safeText(256).trim().min(1, 'groupValueRequired') }),
  reply: z.object({ status: okStatus }),
});
