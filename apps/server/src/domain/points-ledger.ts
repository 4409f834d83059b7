import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { donors, pointsLedger, type StoredLedgerDetails } from '../db/schema/index';

export type LedgerKind = (typeof pointsLedger.$inferInsert)['kind'];

export interface LedgerEntryInput {
  donorId: string;
  kind: LedgerKind;
  /** Signed change: positive earns, negative spends. */
  points: number;
  details: StoredLedgerDetails;
  at: Date;
  visitId?: string | null;
  idempotencyKey?: string | null;
}

export class InsufficientPointsError extends Error {
  constructor(readonly balance: number) {
    super('insufficient points');
    this.name = 'InsufficientPointsError';
  }
}

/**
 * Appends one ledger entry inside the caller's transaction (a transaction is a `Db` too). The donor's row is locked first, so
 * concurrent entries for one donor are applied one after the other and each sees the true balance.
 * Returns null when an entry with the same idempotency key was already booked.
 */
export async function appendLedgerEntry(tx: Db, entry: LedgerEntryInput): Promise<{ id: number; balanceAfter: number } | null> {
  await lockDonor(tx, entry.donorId);
  if (entry.idempotencyKey) {
    const [existing] = await tx
      .select({ id: pointsLedger.id })
      .from(pointsLedger)
      .where(eq(pointsLedger.idempotencyKey, entry.idempotencyKey));
    if (existing) return null;
  }
  const balance = await currentBalance(tx, entry.donorId);
  const balanceAfter = balance + entry.points;
  if (balanceAfter < 0) throw new InsufficientPointsError(balance);
  const [row] = await tx
    .insert(pointsLedger)
    .values({
      donorId: entry.donorId,
      kind: entry.kind,
      points: entry.points,
      balanceAfter,
      details: entry.details,
      visitId: entry.visitId ?? null,
      idempotencyKey: entry.idempotencyKey ?? null,
      createdAt: entry.at,
    })
    .returning({ id: pointsLedger.id, balanceAfter: pointsLedger.balanceAfter });
  if (!row) throw new Error('ledger insert returned no row');
  return row;
}

/** Locks the donor's row for the rest of the caller's transaction: what serialises one donor's points. */
export async function lockDonor(tx: Db, donorId: string): Promise<void> {
  await tx.execute(sql`select 1 from ${donors} where ${donors.id} = ${donorId} for update`);
}

export async function currentBalance(db: Db, donorId: string): Promise<number> {
  const [last] = await db
    .select({ balanceAfter: pointsLedger.balanceAfter })
    .from(pointsLedger)
    .where(eq(pointsLedger.donorId, donorId))
    .orderBy(desc(pointsLedger.id))
    .limit(1);
  return last?.balanceAfter ?? 0;
}
