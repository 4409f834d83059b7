import {
  integrationEventSchemas,
  type IntegrationEvent,
  type IntegrationEventData,
  type IntegrationEventType,
} from '@portal/contract/entities/integration-events';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appointments, donors, integrationEvents, messagesOutbox, webhookEndpoints } from '../db/schema/index';

/** The exact bytes a webhook carries (and its signature covers): the event's envelope as JSON. */
export function webhookBody(event: { id: string; type: IntegrationEventType; occurredAt: Date; data: unknown }): string {
  const envelope: IntegrationEvent = {
    id: event.id,
    type: event.type,
    timestamp: event.occurredAt.toISOString(),
    data: event.data as Record<string, unknown>,
  };
  return JSON.stringify(envelope);
}

/**
 * Records an event in the caller's transaction (`db` is it), and in the same statement's transaction one outbox row of
 * the `webhook` channel for each endpoint subscribed to its type: the event and its deliveries commit or roll back
 * with the change that caused them. The data is checked against its schema first, so a payload never drifts from
 * the document integrators read. The outbox job delivers them (`domain/messaging/webhooks.ts`).
 */
export async function recordIntegrationEvent<T extends IntegrationEventType>(
  db: Db,
  now: Date,
  type: T,
  data: IntegrationEventData<T>,
): Promise<string> {
  const checked = integrationEventSchemas[type].parse(data) as Record<string, unknown>;
  const [event] = await db
    .insert(integrationEvents)
    .values({ type, occurredAt: now, data: checked })
    .returning({ id: integrationEvents.id });
  if (!event) throw new Error('integration event insert returned no row');
  await queueDeliveries(db, { id: event.id, type, occurredAt: now, data: checked }, now);
  return event.id;
}

/**
 * One outbox row per endpoint subscribed to the event's type (all of them, or `endpointIds` only), due now; an
 * endpoint that is paused holds it until resumed. `replay` makes new rows for events already delivered.
 */
export async function queueDeliveries(
  db: Db,
  event: { id: string; type: IntegrationEventType; occurredAt: Date; data: unknown },
  now: Date,
  options: { endpointIds?: readonly string[]; replay?: string } = {},
): Promise<void> {
  const body = webhookBody(event);
  const only = options.endpointIds
    ? sql`and ${webhookEndpoints.id} in (${sql.join(
        options.endpointIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const at = now.toISOString();
  // The dedupe key: one row per event and endpoint, and one more per replay.
  const suffix = options.replay ? `:replay:${options.replay}` : '';
  await db.execute(sql`
    insert into ${messagesOutbox} (channel, destination, language, template, subject, body, created_at, state_changed_at, state, next_attempt_at, dedupe_key)
    select 'webhook', ${webhookEndpoints.id}::text, 'en', 'webhook', ${event.type}, ${body}, ${at}::timestamptz, ${at}::timestamptz, 'queued', ${at}::timestamptz,
      'webhook:' || ${event.id} || ':' || ${webhookEndpoints.id}::text || ${suffix}
    from ${webhookEndpoints}
    where ${webhookEndpoints.eventTypes} @> ${JSON.stringify([event.type])}::jsonb ${only}
    on conflict (dedupe_key) do nothing`);
}

/** The donor's number, which every event names the donor by (never by name). */
export async function donorNumberOf(db: Db, donorId: string): Promise<string> {
  const [row] = await db.select({ donorNumber: donors.donorNumber }).from(donors).where(eq(donors.id, donorId));
  if (!row) throw new Error('integration event for a donor that does not exist');
  return row.donorNumber;
}

type AppointmentEventType = 'appointment.booked' | 'appointment.cancelled' | 'appointment.checked_in' | 'appointment.no_show';

/** Records an appointment's event from its row as it now stands (`moved` gives the time it had). */
export async function recordAppointmentEvent(
  db: Db,
  now: Date,
  appointmentId: string,
  change: { type: AppointmentEventType } | { type: 'appointment.moved'; previousStartsAt: Date },
): Promise<void> {
  const [row] = await db
    .select({ donorNumber: donors.donorNumber, locationID: appointments.locationId, startsAt: appointments.startsAt })
    .from(appointments)
    .innerJoin(donors, eq(donors.id, appointments.donorId))
    .where(eq(appointments.id, appointmentId));
  if (!row) throw new Error('integration event for an appointment that does not exist');
  const data = { appointmentId, donorNumber: row.donorNumber, locationID: row.locationID, startsAt: row.startsAt.toISOString() };
  if (change.type === 'appointment.moved') {
    await recordIntegrationEvent(db, now, change.type, { ...data, previousStartsAt: change.previousStartsAt.toISOString() });
  } else {
    await recordIntegrationEvent(db, now, change.type, data);
  }
}
