import type { IntegrationEventType } from '@portal/contract/entities/integration-events';

/** Each event type's label in the staff catalogue (i18next reads dots as nesting, so the keys use underscores). */
const eventKeys = {
  'appointment.booked': 'webhooks.events.appointment_booked',
  'appointment.moved': 'webhooks.events.appointment_moved',
  'appointment.cancelled': 'webhooks.events.appointment_cancelled',
  'appointment.checked_in': 'webhooks.events.appointment_checked_in',
  'appointment.no_show': 'webhooks.events.appointment_no_show',
  'donor.registered': 'webhooks.events.donor_registered',
  'donor.contact_changed': 'webhooks.events.donor_contact_changed',
  'donor.communication_choices_changed': 'webhooks.events.donor_communication_choices_changed',
  'donor_care.case_opened': 'webhooks.events.donor_care_case_opened',
  'donor_care.case_resolved': 'webhooks.events.donor_care_case_resolved',
  'points.redeemed': 'webhooks.events.points_redeemed',
  'account.closed': 'webhooks.events.account_closed',
} as const satisfies Record<IntegrationEventType, string>;

export const eventKey = (type: IntegrationEventType) => eventKeys[type];
