import { z } from 'zod';
import { visitStaffRoles } from '../../entities/staff-visit';
import { defineService, okStatus } from '../../gateway';
import { safeMultilineText } from '../../rules/safe-input';
import { visitFactsShape, withVisitFactRules } from '../ops/visits';

/**
 * Staff correct a visit of their centers: its times, payments, vitals, deferral and whether the donation was completed,
 * with a note saying why. The points ledger is never rewritten: when the points the visit should earn change, a
 * compensating `corrected` entry is booked (decision 017). Sending the facts the visit already has changes nothing.
 */
export const correctVisit = defineService({
  serviceName: 'staffVisits',
  serviceType: 'correctVisit',
  auth: { staff: visitStaffRoles },
  kind: 'mutation',
  personalData: true,
  params: withVisitFactRules(
    z.object({
      visitID: z.uuid('visitNotFound'),
      ...visitFactsShape,
      note: safeMultilineText(500, 'correctionNoteRequired').trim().min(3, 'correctionNoteRequired'),
    }),
  ),
  reply: z.object({
    status: okStatus,
    changed: z.boolean(),
    correctionID: z.string().nullable(),
    /** The points booked by the correction over all the donor's visits it changed (signed). */
    pointsChange: z.number().int(),
    /** Points a reversal could not take back because the balance would have gone below zero (written off). */
    shortfall: z.number().int(),
  }),
});
