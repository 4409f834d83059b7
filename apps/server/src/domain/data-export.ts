import { EXPORT_KEPT_DAYS, DAY_MS, type Language } from '@portal/contract';
import { and, asc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import type { Db } from '../db/client';
import {
  appointments,
  b1b2Surveys,
  consentChoices,
  dataExports,
  donorCareCaseMessages,
  donorCareCases,
  donorCareSubmissions,
  donorDeferrals,
  donorPasskeys,
  donors,
  notifications,
  orderItems,
  orders,
  pointsLedger,
  screeningAttempts,
  screeningTests,
  sessions,
  surveyAnswers,
  visitFeedback,
  visitPayments,
  visits,
  waitlistEntries,
} from '../db/schema/index';
import { ServiceError } from '../lib/service-error';
import { buildStatement, statementYears } from './earnings/statement';
import { statementPdf } from './earnings/statement-pdf';

/** Columns never written into an export: secrets, hashes, and who on the staff did what. */
const LEFT_OUT = new Set([
  'passwordHash',
  'visitorTokenHash',
  'publicKey',
  'credentialId',
  'counter',
  'staffId',
  'assigneeId',
  'recordedByStaffId',
]);

function without<Row extends Record<string, unknown>>(rows: readonly Row[]): Record<string, unknown>[] {
  return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !LEFT_OUT.has(key))));
}

const json = (value: unknown): Uint8Array => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/**
 * Everything the portal holds about one donor (issue 34), as the files of her ZIP: profile, communication choices and
 * their consent history, visits with vitals and payments, points ledger and orders, notifications, survey and feedback
 * answers, pre-screening answers, appointments, donor-care cases with their replies (never the staff's internal notes),
 * sessions and passkeys (no secrets, no hashes), and the earnings statement of every year with payments. Every query
 * is by her id: nothing of another donor, even one at her center, slot or queue.
 */
export async function exportFiles(
  db: Db,
  donorId: string,
  now: Date,
  lang: Language,
  companyName: string,
): Promise<Record<string, Uint8Array>> {
  const [donor] = await db.select().from(donors).where(eq(donors.id, donorId));
  if (!donor) throw new ServiceError(404, 'notFound');
  const visitRows = await db.select().from(visits).where(eq(visits.donorId, donorId)).orderBy(asc(visits.checkinAt));
  const visitIds = visitRows.map((v) => v.id);
  const [payments, tests] = visitIds.length
    ? await Promise.all([
        db.select().from(visitPayments).where(inArray(visitPayments.visitId, visitIds)),
        db.select().from(screeningTests).where(inArray(screeningTests.visitId, visitIds)),
      ])
    : [[], []];
  const orderRows = await db.select().from(orders).where(eq(orders.donorId, donorId));
  const items = orderRows.length
    ? await db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            orderRows.map((o) => o.id),
          ),
        )
    : [];
  const submissions = await db.select().from(donorCareSubmissions).where(eq(donorCareSubmissions.donorId, donorId));
  const cases = submissions.length
    ? await db
        .select()
        .from(donorCareCases)
        .where(
          inArray(
            donorCareCases.submissionId,
            submissions.map((s) => s.id),
          ),
        )
    : [];
  const replies = cases.length
    ? await db
        .select()
        .from(donorCareCaseMessages)
        .where(
          and(
            inArray(
              donorCareCaseMessages.caseId,
              cases.map((c) => c.id),
            ),
            eq(donorCareCaseMessages.kind, 'reply'),
          ),
        )
        .orderBy(asc(donorCareCaseMessages.seq))
    : [];

  const { passwordHash: _secret, ...profile } = donor;
  const files: Record<string, Uint8Array> = {
    'profile.json': json(without([{ ...profile, hasPassword: _secret !== null }])[0]),
    'communication-choices.json': json({
      current: donor.communicationPreferences,
      history: without(
        await db.select().from(consentChoices).where(eq(consentChoices.donorId, donorId)).orderBy(asc(consentChoices.recordedAt)),
      ),
    }),
    'visits.json': json(
      without(visitRows).map((visit) => ({
        ...visit,
        payments: without(payments.filter((p) => p.visitId === visit.id)),
        vitals: without(tests.filter((s) => s.visitId === visit.id)),
      })),
    ),
    'deferrals.json': json(without(await db.select().from(donorDeferrals).where(eq(donorDeferrals.donorId, donorId)))),
    'points-ledger.json': json(
      without(await db.select().from(pointsLedger).where(eq(pointsLedger.donorId, donorId)).orderBy(asc(pointsLedger.id))),
    ),
    'orders.json': json(without(orderRows).map((order) => ({ ...order, items: without(items.filter((i) => i.orderId === order.id)) }))),
    'notifications.json': json(without(await db.select().from(notifications).where(eq(notifications.donorId, donorId)))),
    'survey-answers.json': json({
      surveys: without(await db.select().from(surveyAnswers).where(eq(surveyAnswers.donorId, donorId))),
      visitFeedback: without(await db.select().from(visitFeedback).where(eq(visitFeedback.donorId, donorId))),
      quickQuestions: without(await db.select().from(b1b2Surveys).where(eq(b1b2Surveys.donorId, donorId))),
    }),
    'prescreening.json': json(without(await db.select().from(screeningAttempts).where(eq(screeningAttempts.donorId, donorId)))),
    'appointments.json': json({
      appointments: without(await db.select().from(appointments).where(eq(appointments.donorId, donorId))),
      waitlist: without(await db.select().from(waitlistEntries).where(eq(waitlistEntries.donorId, donorId))),
    }),
    'donor-care.json': json(
      without(submissions).map((submission) => ({
        ...submission,
        cases: without(cases.filter((c) => c.submissionId === submission.id)).map((c) => ({
          ...c,
          replies: without(replies.filter((r) => r.caseId === c.id)),
        })),
      })),
    ),
    'sessions.json': json(without(await db.select().from(sessions).where(eq(sessions.donorId, donorId)))),
    'passkeys.json': json(without(await db.select().from(donorPasskeys).where(eq(donorPasskeys.donorId, donorId)))),
  };
  const years = await statementYears(db, donorId, now);
  const first = years.at(-1);
  if (first !== undefined) {
    const statement = await buildStatement(db, donorId, { from: `${first}-01-01`, to: now.toISOString().slice(0, 10) }, now);
    files['earnings-statement.pdf'] = new Uint8Array(await statementPdf(statement, lang, companyName));
  }
  return files;
}

/** The files as one ZIP, dated by the clock (the same data makes the same bytes). */
export function zipFiles(files: Record<string, Uint8Array>, now: Date): Buffer {
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([name, data]) => [name, [data, { mtime: now }]]))));
}

/** A new request, refused (409) when one was made in the last day: at most once a day (issue 34). */
export async function requestDataExport(db: Db, donorId: string, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    // Locking the donor serialises two requests at once: the second sees the first.
    await tx.select({ id: donors.id }).from(donors).where(eq(donors.id, donorId)).for('update');
    const [recent] = await tx
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(and(eq(dataExports.donorId, donorId), gt(dataExports.requestedAt, new Date(now.getTime() - DAY_MS))));
    if (recent) throw new ServiceError(409, 'exportAlreadyToday');
    const [row] = await tx.insert(dataExports).values({ donorId, requestedAt: now }).returning({ id: dataExports.id });
    if (!row) throw new Error('export insert returned no row');
    return row.id;
  });
}

/** What `prepareDueExports` did to one request: the donor to tell. */
export interface PreparedExport {
  exportId: string;
  donorId: string;
}

/**
 * The job's work (issue 34): each request not yet prepared, claimed in its own transaction (`skip locked`), so
 * overlapping runs on several processes prepare each once; `prepared` is called in that transaction (the e-mail's
 * outbox row commits with the file) and may answer what to do once it has committed (hand the e-mail over).
 */
export async function prepareDueExports(
  deps: { db: Db; now: Date; companyName: string },
  prepared: (tx: Db, done: PreparedExport & { language: Language }) => Promise<(() => Promise<void>) | undefined>,
): Promise<number> {
  let count = 0;
  for (;;) {
    const done = await deps.db.transaction(async (tx): Promise<false | { afterCommit: (() => Promise<void>) | undefined }> => {
      const [row] = await tx
        .select({ id: dataExports.id, donorId: dataExports.donorId, language: donors.language })
        .from(dataExports)
        .innerJoin(donors, eq(donors.id, dataExports.donorId))
        .where(and(isNull(dataExports.readyAt), lte(dataExports.requestedAt, deps.now)))
        .orderBy(asc(dataExports.requestedAt))
        .limit(1)
        .for('update', { of: dataExports, skipLocked: true });
      if (!row) return false;
      const files = await exportFiles(tx, row.donorId, deps.now, row.language, deps.companyName);
      await tx
        .update(dataExports)
        .set({ readyAt: deps.now, expiresAt: new Date(deps.now.getTime() + EXPORT_KEPT_DAYS * DAY_MS), data: zipFiles(files, deps.now) })
        .where(eq(dataExports.id, row.id));
      return { afterCommit: await prepared(tx, { exportId: row.id, donorId: row.donorId, language: row.language }) };
    });
    if (!done) return count;
    await done.afterCommit?.();
    count += 1;
  }
}
