import { z } from 'zod';
import { communicationPreferencesSchema } from './user';

/**
 * What the portal tells the company's systems (issue 31, "Events out"): one schema per event type, the one registry
 * the server writes from (`domain/integration-events.ts`), the webhooks deliver and the OpenAPI document describes.
 * Payloads carry the donor number, never names; only a contact change carries the new contact details, since
 * that is what the center's system must learn.
 */
const donorNumber = z.string().describe("The donor's number at the company (the donor management system's key).");
const appointment = {
  appointmentId: z.uuid(),
  donorNumber,
  locationID: z.number().int().describe('The center.'),
  startsAt: z.iso.datetime({ offset: true }).describe('The start of the arrival window.'),
};
const donorCase = {
  caseId: z.uuid(),
  caseNumber: z.number().int(),
  /** Null for a visitor's request (no donor account). */
  donorNumber: donorNumber.nullable(),
};

export const integrationEventSchemas = {
  'appointment.booked': z.object(appointment).describe('A donor booked an appointment.'),
  'appointment.moved': z
    .object({ ...appointment, previousStartsAt: z.iso.datetime({ offset: true }) })
    .describe('A donor moved an appointment to another time.'),
  'appointment.cancelled': z.object(appointment).describe('A donor cancelled an appointment.'),
  'appointment.checked_in': z.object(appointment).describe('The donor was checked in at the center.'),
  'appointment.no_show': z.object(appointment).describe('The donor did not come (marked by staff or after the window passed).'),
  'donor.registered': z
    .object({ donorNumber, existingDonor: z.boolean().describe('True when the center knew the donor before the portal account.') })
    .describe('A donor created a portal account.'),
  'donor.contact_changed': z
    .object({
      donorNumber,
      email: z.string().optional(),
      phone: z.object({ countryCode: z.string(), phoneNumber: z.string() }).optional(),
      address: z
        .object({ addressLine1: z.string(), addressLine2: z.string(), city: z.string(), state: z.string(), zipCode: z.string() })
        .optional(),
    })
    .describe('The donor changed contact details in the portal: only the fields that changed, with their new values.'),
  'donor.communication_choices_changed': z
    .object({ donorNumber, communicationPreferences: communicationPreferencesSchema })
    .describe("The donor's communication choices (consents) after a change."),
  'donor_care.case_opened': z.object(donorCase).describe('A donor-care case was opened (its text stays in the portal).'),
  'donor_care.case_resolved': z
    .object({ ...donorCase, status: z.enum(['resolved', 'closed']) })
    .describe('A donor-care case was resolved or closed.'),
  'points.redeemed': z
    .object({ donorNumber, orderId: z.uuid(), points: z.number().int().nonnegative() })
    .describe('The donor spent points on an order.'),
  'account.closed': z
    .object({ donorNumber })
    .describe(
      "The donor's portal account was closed (on her request after the grace period, or by an admin on her written request): contact data erased, regulated records kept.",
    ),
} as const;

export type IntegrationEventType = keyof typeof integrationEventSchemas;
export const integrationEventTypes = Object.keys(integrationEventSchemas) as IntegrationEventType[];
export type IntegrationEventData<T extends IntegrationEventType> = z.input<(typeof integrationEventSchemas)[T]>;

export const integrationEventTypeSchema = z.enum(integrationEventTypes as [IntegrationEventType, ...IntegrationEventType[]], 'badRequest');

/** The envelope every event travels in, in a webhook's body and in `GET /api/ops/events`. */
export const integrationEventSchema = z.object({
  id: z.uuid().describe('Unique per event; the same in every delivery and replay of it (`webhook-id`).'),
  type: integrationEventTypeSchema,
  timestamp: z.iso.datetime({ offset: true }).describe('When it happened.'),
  data: z.record(z.string(), z.unknown()),
});
export type IntegrationEvent = z.infer<typeof integrationEventSchema>;
