import {
  integrationEventSchemas,
  type IntegrationEventData,
  type IntegrationEventType,
} from '@portal/contract/entities/integration-events';
import { eq, sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../db/client';
import { appointments, donors, integrationEvents, messagesOutbox, webhookEndpoints } from '../db/schema/index';

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
  await queueDeliveries(db, now, sql`e.id = ${event.id}::uuid`);
  return event.id;
}

/**
 * One outbox row (channel `webhook`) per event matching `events` and endpoint subscribed to its type (or only
 * `endpointId`), due now, in the events' order; a paused endpoint's wait until it is resumed. The body is the event's
 * envelope (`{id, type, timestamp, data}`), fixed here: every try sends, and signs, the same bytes. One statement
 * whatever the number of events. `replay` names a replay, whose rows are new ones beside the first deliveries.
 * Answers how many rows were queued.
 */
export async function queueDeliveries(
  db: Db,
  now: Date,
  events: SQL,
  options: { endpointId?: string; replay?: string } = {},
): Promise<number> {
  const at = now.toISOString();
  // The dedupe key: one row per event and endpoint, and one more per replay.
  const suffix = options.replay ? `:replay:${options.replay}` : '';
  const only = options.endpointId ? sql`and w.id = ${options.endpointId}::uuid` : sql``;
  const queued = await rows<{ id: string }>(
    db,
    sql`
    insert into ${messagesOutbox} (channel, destination, language, template, subject, body, created_at, state_changed_at, state, next_attempt_at, dedupe_key)
    select 'webhook', w.id::text, 'en', 'webhook', e.type,
      json_build_object('id', e.id, 'type', e.type, 'timestamp', to_char(e.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'data', e.data)::text,
      ${at}::timestamptz, ${at}::timestamptz, 'queued', ${at}::timestamptz,
      'webhook:' || e.id::text || ':' || w.id::text || ${suffix}
    from ${integrationEvents} e
    join ${webhookEndpoints} w on w.event_types @> jsonb_build_array(e.type)
    where ${events} ${only}
    order by e.seq, w.id
    on conflict (dedupe_key) do nothing
    returning id`,
  );
  return queued.length;
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
