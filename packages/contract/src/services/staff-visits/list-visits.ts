import { z } from 'zod';
import { staffVisitRowSchema, visitStaffRoles } from '../../entities/staff-visit';
import { defineService, okStatus } from '../../gateway';
import { donorNumberSchema } from '../../rules/fields';
import { positiveInt32 } from '../../rules/safe-input';

export const visitSortFields = ['checkin', 'donorNumber', 'center', 'points'] as const;
export const visitPageSizes = [10, 25, 50] as const;

/**
 * The visits of the caller's centers, a page at a time, sorted and filtered on the server: a date range (days at the
 * visit's center), a donor number and a center. Rows show donors' names, so each read is audited.
 */
export const listVisits = defineService({
  serviceName: 'staffVisits',
  serviceType: 'listVisits',
  auth: { staff: visitStaffRoles },
  kind: 'query',
  personalData: true,
  auditRead: true,
  params: z
    .object({
      page: positiveInt32().max(10_000).default(1),
      pageSize: z.union(visitPageSizes.map((size) => z.literal(size))).default(25),
      sort: z.enum(visitSortFields).default('checkin'),
      direction: z.enum(['asc', 'desc']).default('desc'),
      from: z.iso.date().nullable().default(null),
      to: z.iso.date().nullable().default(null),
      donorNumber: donorNumberSchema.nullable().default(null),
      locationID: positiveInt32('locationNotFound').nullable().default(null),
    })
    .refine((p) => p.from === null || p.to === null || p.from <= p.to, { error: 'dateRangeInvalid', path: ['to'] }),
  reply: z.object({
    status: okStatus,
    visits: z.array(staffVisitRowSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});
