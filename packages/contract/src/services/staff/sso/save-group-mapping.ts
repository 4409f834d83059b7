import { z } from 'zod';
import { groupMappingSchema } from '../../../entities/staff';
import { defineService, okStatus } from '../../../gateway';

/** Adds a group's mapping, or replaces the one of the same group value; audited with its before and after. */
export const saveGroupMapping = defineService({
  serviceName: 'staff',
  serviceType: 'saveGroupMapping',
  auth: { staff: ['admin'] },
  kind: 'mutation',
  personalData: false,
  params: groupMappingSchema,
  reply: z.object({ status: okStatus }),
});
