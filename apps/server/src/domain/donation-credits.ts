import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { boundValue, statementShapes } from '../db/prepared-statement';
import { notifications } from '../db/schema/index';
import { creditRowsInsert, runningCredits, type LedgerEntryInput } from './points-ledger';
import type { VisitTexts } from './visit-texts';

/** One of a donation's credits: its points, or its tier bonus. */
export type DonationCredit = Pick<LedgerEntryInput, 'kind' | 'points' | 'details' | 'idempotencyKey'>;

const donationStatements = statementShapes('donation-credits');

/**
 * A new donation's credits (its points, and its tier bonus when it has one) and the donor's thank-you notification, in
 * one statement built once for each number of credits and prepared (decision 041). The credits' keys are new with the
 * visit; the caller holds the donor's row lock, so their balances follow the newest entry.
 */
export async function insertDonationCredits(
  tx: Db,
  visit: { id: string; donorId: string; at: Date },
  credits: DonationCredit[],
  thanks: VisitTexts['donationThanks'],
): Promise<void> {
  const credited = runningCredits(credits.map((credit) => credit.points));
  const values: Record<string, unknown> = {
    donorId: visit.donorId,
    visitId: visit.id,
    at: visit.at,
    title: JSON.stringify(thanks.title),
    message: JSON.stringify(thanks.message),
  };
  credits.forEach((credit, i) => {
    Object.assign(values, {
      [`kind${i}`]: credit.kind,
      [`points${i}`]: credit.points,
      [`details${i}`]: JSON.stringify(credit.details),
      [`key${i}`]: credit.idempotencyKey ?? null,
      [`credited${i}`]: credited[i],
    });
  });
  await donationStatements(tx, String(credits.length), () => statement(tx, credits.length), values);
}

function statement(tx: Db, creditCount: number) {
  const rows = Array.from({ length: creditCount }, (_, i) => ({
    columns: {
      donorId: boundValue('donorId'),
      kind: boundValue(`kind${i}`),
      points: boundValue(`points${i}`),
      details: boundValue(`details${i}`),
      visitId: boundValue('visitId'),
      idempotencyKey: boundValue(`key${i}`),
      createdAt: boundValue('at'),
    },
    credited: sql.placeholder(`credited${i}`),
  }));
  const notification = tx.insert(notifications).values({
    donorId: boundValue('donorId'),
    type: 'donation_feedback',
    title: boundValue('title'),
    message: boundValue('message'),
    refId: boundValue('visitId'),
    createdAt: boundValue('at'),
  });
  return sql`with ${sql.identifier('credits')} as ${creditRowsInsert(tx, sql.placeholder('donorId'), rows)} ${notification.getSQL()}`;
}
