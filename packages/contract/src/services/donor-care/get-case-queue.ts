import { z } from 'zod';
import { caseQueuePageSizes, caseQueueRowSchema, caseQueueSorts, caseRoles } from '../../entities/case-staff';
import { caseStatusSchema } from '../../entities/donor-care-case';
import { defineService, okStatus } from '../../gateway';
import { positiveInt32 } from '../../rules/safe-input';

/**
 * The case queue (issue 14): paged, sorted and filtered on the server, within the caller's scope (center roles: their
 * centers' cases that were not escalated). `assignee` is a staff id, `me` or `unassigned`.
 */
export const getCaseQueue = defineService({
  serviceName: 'cases',
  serviceType: 'getQueue',
  auth: { staff: caseRoles },
  kind: 'query',
  personalData: true,
  params: z.object({
    page: positiveInt32().default(1),
    pageSize: z.union(caseQueuePageSizes.map((size) => z.literal(size))).default(25),
    sort: z.enum(caseQueueSorts).default('createdAt'),
    direction: z.enum(['asc', 'desc']).default('desc'),
    status: caseStatusSchema.optional(),
    centerId: positiveInt32().optional(),
    assignee: z.union([z.literal('me'), z.literal('unassigned'), z.uuid()]).optional(),
    overdue: z.boolean().optional(),
  }),
  reply: z.object({
    status: okStatus,
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    cases: z.array(caseQueueRowSchema),
    /** The filters' choices within the caller's scope. */
    centers: z.array(z.object({ id: z.number().int(), name: z.string() })),
    assignees: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
});
