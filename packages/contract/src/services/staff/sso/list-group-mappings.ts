import { z } from 'zod';
import { groupMappingSchema } from '../../../entities/staff';
import { defineService, okStatus } from '../../../gateway';

/** The mappings an admin keeps in `/staff/settings`, by group value. */
export const listGroupMappings = defineService({
  serviceName: 'staff',
  serviceType: 'listGroupMappings',
  auth: { staff: ['admin'] },
  kind: 'query',
  personalData: false,
  params: z.object({}),
  reply: z.object({ status: okStatus, mappings: z.array(groupMappingSchema) }),
});
