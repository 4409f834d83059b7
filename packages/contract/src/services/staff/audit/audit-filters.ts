import { z } from 'zod';
import { donorNumberSchema } from '../../../rules/fields';
import { safeText } from '../../../rules/safe-input';

/** What admins search the audit trail by; every filter is optional, and they combine. */
export const auditFiltersSchema = z
  .object({
    /** Part of the staff member's name or e-mail. */
    staff: safeText(254).trim().optional(),
    donorNumber: donorNumberSchema.optional(),
    /** A service key, as rows hold it (`staff/deactivateStaff`). */
    action: safeText(100).trim().optional(),
    /** From this moment on (inclusive). */
    from: z.iso.datetime({ offset: true, message: 'dateInvalid' }).optional(),
    /** Before this moment (exclusive). */
    to: z.iso.datetime({ offset: true, message: 'dateInvalid' }).optional(),
  })
  // Written so that a date that is itself invalid (NaN) is reported on its own field only.
  .refine((filters) => !filters.from || !filters.to || !(Date.parse(filters.from) > Date.parse(filters.to)), {
    path: ['to'],
    message: 'dateRangeInvalid',
  });
export type AuditFilters = z.infer<typeof auditFiltersSchema>;
