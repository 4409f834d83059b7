import { z } from 'zod';
import { consentSources } from '../../../entities/consent';
import { communicationPreferencesSchema } from '../../../entities/user';
import { defineService, okStatus } from '../../../gateway';

export const consentRecordSchema = z.object({
  channel: z.enum(['email', 'sms', 'push']),
  kind: z.enum(['rewards', 'promotions', 'reminders']),
  granted: z.boolean(),
  recordedAt: z.iso.datetime(),
  source: z.enum(consentSources),
  clientAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/**
 * A donor's communication choices now and every change of them, the newest first (donor care answers "when did I
 * agree to texts?"). Scoped as the donor context is; each read is appended to the audit trail.
 */
export const getConsentHistory = defineService({
  serviceName: 'staff',
  serviceType: 'getConsentHistory',
  auth: { staff: ['admin', 'center_manager', 'center_staff', 'donor_care'] },
  kind: 'query',
  personalData: true,
  auditRead: true,
  params: z.object({ donorId: z.uuid('badRequest') }),
  reply: z.object({
    status: okStatus,
    communicationPreferences: communicationPreferencesSchema,
    records: z.array(consentRecordSchema),
  }),
});
