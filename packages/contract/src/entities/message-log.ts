import { z } from 'zod';
import type { StaffRole } from './staff';

/** Where a message stands in the outbox (issue 30). */
export const messageStates = ['queued', 'sending', 'sent', 'delivered', 'failed', 'undeliverable'] as const;
export type MessageState = (typeof messageStates)[number];

/** The channels donors get messages by (issue 30; push: issue 33). */
export const messageChannels = ['email', 'sms', 'push'] as const;
export type MessageChannel = (typeof messageChannels)[number];

/** Who reads a donor's messages and resends a failed appointment message: the roles that answer donors. */
export const messageLogRoles = ['admin', 'center_manager', 'center_staff', 'donor_care'] as const satisfies readonly StaffRole[];

/** The appointment messages donor care may send again once they failed. */
export const resendableTemplates = [
  'appointmentBooked',
  'appointmentRescheduled',
  'appointmentCancelled',
  'appointmentReminder',
  'waitlistOffer',
] as const;

/** One message as donor care sees it: never its text (codes, reset links), the destination masked. */
export const loggedMessageSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  channel: z.enum(messageChannels),
  template: z.string(),
  /** The address or number masked; for a push message, the device's name ("Chrome on Android"), never its endpoint. */
  destination: z.string(),
  state: z.enum(messageStates),
  /** The provider's error code (`550`, `21610`), or the kind of a transient error; never its text. */
  error: z.string().nullable(),
  attempts: z.number().int(),
  resendable: z.boolean(),
});
export type LoggedMessage = z.infer<typeof loggedMessageSchema>;
