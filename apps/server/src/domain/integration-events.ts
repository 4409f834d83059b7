import {
  integrationEventSchemas,
  type IntegrationEventData,
  type IntegrationEventType,
} from '@portal/contract/entities/integration-events';
import { randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../db/client';
import { apiClients, appointments, donors, integrationEvents, messagesOutbox, webhookEndpoints } from '../db/schema/index';

/**
 * Records an event in the caller's transaction (`db` is it), and in the same statement's transaction one outbox row of
 * the `webhook` channel for each endpoint subscribed to its type: the event and its deliveries commit or roll back
 * with the change that caused them. The data is checked against its schema first, so a payload never drifts from
 * the document integrators read. This process tries them once the transaction commits (`WEBHOOK_NOTICES_CHANNEL`);
 * the outbox job retries them (`domain/messaging/webhooks.ts`).
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
 * The channel a transaction that queued deliveries notifies on, with the id of the process that wrote them: PostgreSQL
 * (and the embedded database) delivers a notice only once its transaction has committed, and drops it with a rollback,
 * so that process hears when its deliveries can go, whichever code opened the transaction (decision 057).
 */
export const WEBHOOK_NOTICES_CHANNEL = 'portal_webhook_deliveries';
/** This process, as the notices name it. */
export const WEBHOOK_NOTICES_PROCESS = randomUUID();

/**
 * One outbox row (channel `webhook`) per event matching `events` and endpoint subscribed to its type (or only
 * `endpointId`, or only the endpoints of `owner`: an API client, or none for the console's), due now, in the events' order; a paused endpoint's wait until it is resumed. The body is the event's
 * envelope (`{id, type, timestamp, data}`), fixed here: every try sends, and signs, the same bytes. One statement
 * whatever the number of events. `replay` names a replay, whose rows are new ones beside the first deliveries.
 * Answers how many rows were queued.
 */
export async function queueDeliveries(
  db: Db,
  now: Date,
  events: SQL,
  options: { endpointId?: string; owner?: { apiClientId: string | null }; replay?: string } = {},
): Promise<number> {
  const at = now.toISOString();
  // The dedupe key: one row per event and endpoint, and one more per replay.
  const suffix = options.replay ? `:replay:${options.replay}` : '';
  const only = options.endpointId ? sql`and w.id = ${options.endpointId}::uuid` : sql``;
  const owned = !options.owner
    ? sql``
    : options.owner.apiClientId === null
      ? sql`and w.api_client_id is null`
      : sql`and w.api_client_id = ${options.owner.apiClientId}::uuid`;
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
    left join ${apiClients} c on c.id = w.api_client_id
    where ${events} ${only} ${owned}
      -- An API client's endpoint hears only of its centers, and nothing once the client is revoked.
      and (w.api_client_id is null or (c.revoked_at is null and (c.center_ids is null or ${eventCenter(sql`e.data`)} = any(c.center_ids))))
    order by e.seq, w.id
    on conflict (dedupe_key) do nothing
    returning id`,
  );
  if (queued.length > 0) await announceDeliveries(db);
  return queued.length;
}

/** Tells this process, once the caller's transaction commits, that webhook deliveries are due (`WEBHOOK_NOTICES_CHANNEL`). */
export async function announceDeliveries(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${WEBHOOK_NOTICES_CHANNEL}, ${WEBHOOK_NOTICES_PROCESS})`);
}

/**
 * The center an event (its `data`) is about: its appointment's, or else its donor's home center as it now stands;
 * null for neither (a visitor's donor-care request), which no center-scoped API client hears of.
 */
export function eventCenter(data: SQL): SQL<number | null> {
  return sql<
    number | null
  >`coalesce((${data}->>'locationID')::int, (select d.home_location_id from ${donors} d where d.donor_number = ${data}->>'donorNumber'))`;
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
