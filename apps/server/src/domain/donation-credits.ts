import { sql } from 'drizzle-orm';
import type { Bilingual } from '@portal/contract';
import type { Db } from '../db/client';
import { boundValue, executeShape } from '../db/prepared-statement';
import { notifications } from '../db/schema/index';
import { creditRowsInsert, type LedgerEntryInput } from './points-ledger';

export interface DonationThanks {
  title: Bilingual;
  message: Bilingual;
}

/**
 * A new donation's credits (its points, and its tier bonus when it has one) and the donor's thank-you notification, in
 * one statement built once for each number of credits and prepared (decision 041). The credits' keys are new with the
 * visit; the caller holds the donor's row lock, so their balances follow the newest entry.
 */
export async function insertDonationCredits(
  tx: Db,
  visit: { id: string; donorId: string; at: Date },
  credits: Pick<LedgerEntryInput, 'kind' | 'points' | 'details' | 'idempotencyKey'>[],
  thanks: DonationThanks,
): Promise<void> {
  if (credits.some((credit) => credit.points < 0)) throw new Error('credits expected');
  const values: Record<string, unknown> = {
    donorId: visit.donorId,
    visitId: visit.id,
    at: visit.at.toISOString(),
    title: JSON.stringify(thanks.title),
    message: JSON.stringify(thanks.message),
  };
  let credited = 0;
  credits.forEach((credit, i) => {
    credited += credit.points;
    Object.assign(values, {
      [`kind${i}`]: credit.kind,
      [`points${i}`]: credit.points,
      [`details${i}`]: JSON.stringify(credit.details),
      [`key${i}`]: credit.idempotencyKey ?? null,
      [`credited${i}`]: credited,
    });
  });
  await executeShape(tx, `donation-credits:${credits.length}`, () => statement(tx, credits.length), values);
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
