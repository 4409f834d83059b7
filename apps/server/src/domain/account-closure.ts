import { CLOSURE_GRACE_DAYS, DAY_MS, type CommunicationPreferences } from '@portal/contract';
import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  b1b2Surveys,
  closedAccountRefusals,
  dataExports,
  donorPasskeys,
  pushSubscriptions,
  donorPhotos,
  donors,
  notifications,
  sessions,
  surveyAnswers,
  visitFeedback,
} from '../db/schema/index';
import type { Clock } from '../lib/clock';
import { ServiceError } from '../lib/service-error';
import { changeCommunicationPreferences, type ConsentOrigin } from './consent-records';
import { recordIntegrationEvent } from './integration-events';

const ALL_OFF: CommunicationPreferences = {
  email: { rewards: false, promotions: false, reminders: false },
  sms: { rewards: false, promotions: false, reminders: false },
  push: { rewards: false, promotions: false, reminders: false },
};

/** When a closing asked at `requestedAt` takes effect. */
export const closesAt = (requestedAt: Date): Date => new Date(requestedAt.getTime() + CLOSURE_GRACE_DAYS * DAY_MS);

/** Starts the grace period (issue 34); a second request while one is pending is refused (409). */
export async function requestClosure(db: Db, donorId: string, now: Date): Promise<Date> {
  const [row] = await db
    .update(donors)
    .set({ closureRequestedAt: now })
    .where(and(eq(donors.id, donorId), isNull(donors.closureRequestedAt), isNull(donors.closedAt)))
    .returning({ id: donors.id });
  if (!row) throw new ServiceError(409, 'closureAlreadyRequested');
  return closesAt(now);
}

/**
 * Signing in during the grace period cancels the closing (issue 34), and the donor is told by a notification in her
 * inbox. One statement on every sign-in: nothing else when no closing is pending.
 */
export async function cancelClosureOnSignIn(db: Db, donorId: string, now: Date): Promise<boolean> {
  const cancelled = await db
    .update(donors)
    .set({ closureRequestedAt: null })
    .where(and(eq(donors.id, donorId), isNotNull(donors.closureRequestedAt), isNull(donors.closedAt)))
    .returning({ id: donors.id });
  if (cancelled.length === 0) return false;
  await db.insert(notifications).values({
    donorId,
    type: 'inbox',
    title: { en: 'Your account stays open', es: 'Tu cuenta sigue abierta' },
    message: {
      en: 'You signed in, so the closing of your portal account you asked for is cancelled. To close it, ask again from your profile.',
      es: 'Iniciaste sesión, así que se canceló el cierre de tu cuenta del portal que pediste. Para cerrarla, vuelve a pedirlo desde tu perfil.',
    },
    createdAt: now,
  });
  return true;
}

/**
 * Closes a portal account (issue 34) in the caller's transaction: sessions ended, passkeys removed, password, contact
 * data, photo and marketing choices erased (the withdrawal recorded with `origin`), notifications, survey answers and
 * prepared exports deleted. What regulation keeps (visits, payments, screening, deferrals, the ledger, orders) stays,
 * marked by `closed_at`; the row itself is never deleted. Closing an account already closed changes nothing.
 */
export async function closeAccount(tx: Db, donorId: string, now: Date, origin: ConsentOrigin): Promise<boolean> {
  const [donor] = await tx
    .select({ closedAt: donors.closedAt, donorNumber: donors.donorNumber })
    .from(donors)
    .where(eq(donors.id, donorId))
    .for('update');
  if (!donor || donor.closedAt) return false;
  await changeCommunicationPreferences(tx, donorId, () => ALL_OFF, now, origin);
  await tx
    .update(donors)
    .set({
      closedAt: now,
      closureRequestedAt: null,
      passwordHash: null,
      email: null,
      phoneCountryCode: null,
      phoneNumber: null,
      addressLine1: '',
      addressLine2: '',
      city: '',
      stateCode: '',
      zipCode: '',
      thumbnailPath: null,
      promptActivation: false,
    })
    .where(eq(donors.id, donorId));
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.donorId, donorId), isNull(sessions.revokedAt)));
  await tx.delete(donorPasskeys).where(eq(donorPasskeys.donorId, donorId));
  await tx.delete(donorPhotos).where(eq(donorPhotos.donorId, donorId));
  await tx.delete(notifications).where(eq(notifications.donorId, donorId));
  await tx.delete(surveyAnswers).where(eq(surveyAnswers.donorId, donorId));
  await tx.delete(visitFeedback).where(eq(visitFeedback.donorId, donorId));
  await tx.delete(b1b2Surveys).where(eq(b1b2Surveys.donorId, donorId));
  await tx.delete(dataExports).where(eq(dataExports.donorId, donorId));
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.donorId, donorId));
  // The company's systems hear of it in the same transaction (issue 31's events).
  await recordIntegrationEvent(tx, now, 'account.closed', { donorNumber: donor.donorNumber });
  return true;
}

/**
 * The scheduled closing (issue 34): every account whose grace period has ended by the clock, each in its own
 * transaction and locked (`skip locked`), so overlapping runs on several processes close each account once.
 */
export async function closeDueAccounts(deps: { db: Db; clock: Clock }): Promise<string[]> {
  const now = deps.clock.now();
  const due = new Date(now.getTime() - CLOSURE_GRACE_DAYS * DAY_MS);
  const closed: string[] = [];
  for (;;) {
    const id = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: donors.id })
        .from(donors)
        .where(and(lte(donors.closureRequestedAt, due), isNull(donors.closedAt)))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return null;
      await closeAccount(tx, row.id, now, { source: 'account-closure' });
      return row.id;
    });
    if (!id) return closed;
    closed.push(id);
  }
}

/** The contact fields a center's system may send for a donor. */
export type ContactField = 'email' | 'phone' | 'address';

/** What a closed account refuses from a center's system: its contact data and its communication choices. */
export type ClosedAccountField = ContactField | 'communicationPreferences';

/**
 * A closed account refuses contact data and communication choices from the centers' systems (issue 34): answers true
 * (and records which fields, never their values) when the donor's account is closed, so the caller drops them. Every
 * route that writes a donor's contact data or choices from a center calls this first.
 */
export async function refusesContactData(
  db: Db,
  donorId: string,
  fields: readonly ClosedAccountField[],
  source: string,
  now: Date,
): Promise<boolean> {
  if (fields.length === 0) return false;
  const [donor] = await db.select({ closedAt: donors.closedAt }).from(donors).where(eq(donors.id, donorId));
  if (!donor?.closedAt) return false;
  await db.insert(closedAccountRefusals).values({ donorId, at: now, source, fields: [...fields] });
  return true;
}
