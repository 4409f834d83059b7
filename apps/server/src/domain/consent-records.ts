import type { CommunicationPreferences } from '@portal/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { consentChoices, consentRecords, donors, smsOptOuts, type ConsentSource } from '../db/schema/index';
import { recordIntegrationEvent } from './integration-events';

export type ConsentChannel = keyof CommunicationPreferences;
export type ConsentKind = keyof CommunicationPreferences['sms'];

/** The choices' channels and kinds: every place that walks the nine choices takes them from here. */
export const consentChannels: readonly ConsentChannel[] = ['email', 'sms', 'push'];
export const consentKinds: readonly ConsentKind[] = ['rewards', 'promotions', 'reminders'];

/** How a choice was made, and for the web where from: the address and user agent; for staff, who recorded it. */
export interface ConsentOrigin {
  source: ConsentSource;
  clientAddress?: string | null;
  userAgent?: string | null;
  staffId?: string | null;
}

/** Longer user agents are cut: the row records which browser, not whatever a client chooses to send. */
const USER_AGENT_MAX = 512;

/**
 * Appends one consent row per choice that differs between `before` and `after` (every choice when `before` is null:
 * a new account). Call it in the transaction that writes the choices, so the history never misses or invents one.
 */
export async function recordConsentChanges(
  db: Db,
  donorId: string,
  before: CommunicationPreferences | null,
  after: CommunicationPreferences,
  at: Date,
  origin: ConsentOrigin,
): Promise<void> {
  const rows = consentChannels.flatMap((channel) =>
    consentKinds
      .filter((kind) => before === null || before[channel][kind] !== after[channel][kind])
      .map((kind) => ({
        donorId,
        channel,
        kind,
        granted: after[channel][kind],
        recordedAt: at,
        source: origin.source,
        clientAddress: origin.clientAddress ?? null,
        userAgent: origin.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
        staffId: origin.staffId ?? null,
      })),
  );
  if (rows.length > 0) await db.insert(consentRecords).values(rows);
}

/**
 * Changes a donor's choices and records what changed, with the donor's row locked so two changes at once are recorded
 * in the order they were written. Answers the choices now in force, or null when there is no such donor.
 */
export async function changeCommunicationPreferences(
  db: Db,
  donorId: string,
  change: (current: CommunicationPreferences) => CommunicationPreferences,
  at: Date,
  origin: ConsentOrigin,
): Promise<CommunicationPreferences | null> {
  const [row] = await db
    .select({ preferences: donors.communicationPreferences, donorNumber: donors.donorNumber })
    .from(donors)
    .where(eq(donors.id, donorId))
    .for('update');
  if (!row) return null;
  const after = change(row.preferences);
  await db.update(donors).set({ communicationPreferences: after }).where(eq(donors.id, donorId));
  await recordConsentChanges(db, donorId, row.preferences, after, at, origin);
  if (JSON.stringify(after) !== JSON.stringify(row.preferences)) {
    await recordIntegrationEvent(db, at, 'donor.communication_choices_changed', {
      donorNumber: row.donorNumber,
      communicationPreferences: after,
    });
  }
  return after;
}

/**
 * Turns one kind of message off on one channel, recorded as a withdrawal: the e-mail's one-click unsubscribe (RFC 8058,
 * `origin.source` `one-click`) calls this in the transaction that handles the click.
 */
export function withdrawConsent(
  db: Db,
  donorId: string,
  channel: ConsentChannel,
  kind: ConsentKind,
  at: Date,
  origin: ConsentOrigin,
): Promise<CommunicationPreferences | null> {
  return changeCommunicationPreferences(
    db,
    donorId,
    (current) => ({ ...current, [channel]: { ...current[channel], [kind]: false } }),
    at,
    origin,
  );
}

/**
 * One `before-history` row per choice of every donor who has none yet, dated at the donor's creation: what migration
 * 0030 records for the donors it finds, and what the demo data records for its donors (seeded after the migrations).
 */
export async function recordChoicesBeforeHistory(db: Db): Promise<void> {
  await db.execute(sql`
    insert into consent_records (donor_id, channel, kind, granted, recorded_at, source)
    select d.id, c.channel, k.kind, coalesce((d.communication_preferences -> c.channel ->> k.kind)::boolean, false), d.created_at, 'before-history'
    from donors d
    cross join (values ('email'), ('sms'), ('push')) as c(channel)
    cross join (values ('rewards'), ('promotions'), ('reminders')) as k(kind)
    where not exists (select 1 from consent_records r where r.donor_id = d.id)`);
}

/** The donors whose phone is this number (`+15125550111`). */
async function donorsWithNumber(db: Db, phone: string): Promise<string[]> {
  const rows = await db
    .select({ id: donors.id })
    .from(donors)
    .where(sql`'+' || ${donors.phoneCountryCode} || ${donors.phoneNumber} = ${phone}`);
  return rows.map((row) => row.id);
}

/**
 * A number texted an opt-out keyword, or the provider refused it as unsubscribed (Twilio's 21610): the number is kept
 * as opted out, and every text channel of each donor with that number is turned off, recorded as a keyword withdrawal.
 * A number no donor has is kept all the same, so nothing is ever texted to it.
 */
export async function optOutNumber(db: Db, phone: string, reason: string, at: Date): Promise<void> {
  await db.insert(smsOptOuts).values({ phone, optedOutAt: at, reason }).onConflictDoNothing();
  for (const donorId of await donorsWithNumber(db, phone)) {
    await changeCommunicationPreferences(
      db,
      donorId,
      (current) => ({ ...current, sms: { rewards: false, promotions: false, reminders: false } }),
      at,
      { source: 'keyword' },
    );
  }
}

/**
 * A number texted an opt-in keyword (START): it may be texted again, and each donor with that number gets back the
 * text messages a keyword had turned off (what the donor had turned off herself stays off).
 */
export async function optInNumber(db: Db, phone: string, at: Date): Promise<void> {
  await db.delete(smsOptOuts).where(eq(smsOptOuts.phone, phone));
  for (const donorId of await donorsWithNumber(db, phone)) {
    const latest = await latestConsents(db, [donorId], 'sms');
    const restored = consentKinds.filter((kind) => {
      const last = latest.get(`${donorId}:${kind}`);
      return last !== undefined && !last.granted && last.source === 'keyword';
    });
    if (restored.length === 0) continue;
    await changeCommunicationPreferences(
      db,
      donorId,
      (current) => ({ ...current, sms: { ...current.sms, ...Object.fromEntries(restored.map((kind) => [kind, true])) } }),
      at,
      { source: 'keyword' },
    );
  }
}

/** Whether a number opted out of text messages (and has not opted in since). */
export async function numberOptedOut(db: Db, phone: string): Promise<boolean> {
  const [row] = await db.select({ phone: smsOptOuts.phone }).from(smsOptOuts).where(eq(smsOptOuts.phone, phone));
  return row !== undefined;
}

interface LatestConsent {
  granted: boolean;
  source: ConsentSource;
  recordedAt: Date;
}

/** The last recorded choice of each donor and kind on one channel, keyed `<donorId>:<kind>`. */
async function latestConsents(db: Db, donorIds: readonly string[], channel: ConsentChannel): Promise<Map<string, LatestConsent>> {
  if (donorIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([consentChoices.donorId, consentChoices.kind], {
      donorId: consentChoices.donorId,
      kind: consentChoices.kind,
      granted: consentChoices.granted,
      source: consentChoices.source,
      recordedAt: consentChoices.recordedAt,
    })
    .from(consentChoices)
    .where(and(inArray(consentChoices.donorId, [...donorIds]), eq(consentChoices.channel, channel)))
    .orderBy(consentChoices.donorId, consentChoices.kind, desc(consentChoices.recordedAt), desc(consentChoices.id));
  return new Map(rows.map((row) => [`${row.donorId}:${row.kind}`, row]));
}

/** Of these donors, those whose last recorded choice for offers by text is an opt-in: only they get campaign texts. */
export async function donorsWithTextOffersConsent(db: Db, donorIds: readonly string[]): Promise<Set<string>> {
  const latest = await latestConsents(db, donorIds, 'sms');
  return new Set(donorIds.filter((id) => latest.get(`${id}:promotions`)?.granted === true));
}

/** When the donor agreed to text offers, if her last recorded choice for them is an opt-in; otherwise null. */
export async function textOffersConsentDate(db: Db, donorId: string): Promise<Date | null> {
  const last = (await latestConsents(db, [donorId], 'sms')).get(`${donorId}:promotions`);
  return last?.granted ? last.recordedAt : null;
}

/** A donor's whole consent history, the newest first, for staff on the donor's request. */
export function consentHistory(db: Db, donorId: string) {
  return db
    .select({
      channel: consentChoices.channel,
      kind: consentChoices.kind,
      granted: consentChoices.granted,
      recordedAt: consentChoices.recordedAt,
      source: consentChoices.source,
      clientAddress: consentChoices.clientAddress,
      userAgent: consentChoices.userAgent,
    })
    .from(consentChoices)
    .where(eq(consentChoices.donorId, donorId))
    .orderBy(desc(consentChoices.recordedAt), desc(consentChoices.id));
}
