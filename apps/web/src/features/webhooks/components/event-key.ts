import type { IntegrationEventType } from '@portal/contract/entities/integration-events';

/** An event type's key in the catalogue (`appointment.booked` -> `appointment_booked`: i18next reads dots as nesting). */
export const eventKey = (type: IntegrationEventType): string => `webhooks.events.${type.replace(/\./g, '_')}`;
