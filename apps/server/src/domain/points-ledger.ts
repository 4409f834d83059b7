import { desc, eq, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { Bindable } from '../db/prepared-statement';
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
 * Appends one ledger entry inside the caller's transaction (a transaction is a `Db` too). The donor's row is locked first
 * (unless the caller already holds it: `donorLocked`), so concurrent entries for one donor are applied one after the
 * other and each sees the true balance. Returns null when an entry with the same idempotency key was already booked.
 */
export async function appendLedgerEntry(
  tx: Db,
  entry: LedgerEntryInput,
  options: { donorLocked?: boolean } = {},
): Promise<{ id: number; balanceAfter: number } | null> {
  if (!options.donorLocked) await lockDonor(tx, entry.donorId);
  if (entry.points < 0) return appendDebit(tx, entry);
  const [row] = await creditRowsInsert(tx, entry.donorId, [{ columns: entryValues(entry), credited: entry.points }]).returning({
    id: pointsLedger.id,
    balanceAfter: pointsLedger.balanceAfter,
  });
  return row ?? null;
}

/** A credit's columns (values, or placeholders a statement built once binds) and the points credited up to it. */
export interface CreditRow {
  columns: Omit<PgInsertValue<typeof pointsLedger>, 'balanceAfter'>;
  credited: Bindable<number>;
}

/**
 * What is credited up to each of several credits booked together, each on the balance of the one before: a credit
 * cannot take the balance below zero, so none may be negative.
 */
export function runningCredits(points: number[]): number[] {
  if (points.some((p) => p < 0)) throw new Error('credits expected');
  let credited = 0;
  return points.map((p) => (credited += p));
}

/**
 * The insert of one donor's credits, each on the balance of the one before, the first on the newest entry's (to run
 * with the donor's row locked, which keeps the newest entry the newest meanwhile): a credit cannot take the balance
 * below zero, so no read comes first. An entry whose idempotency key was already booked is left out (its unique index),
 * so give several entries together only when their keys are new (a new visit's), or the later balances would count it.
 */
export function creditRowsInsert(tx: Db, donorId: Bindable<string>, rows: CreditRow[]) {
  const newest = sql`coalesce((select ${pointsLedger.balanceAfter} from ${pointsLedger} where ${pointsLedger.donorId} = ${donorId} order by ${pointsLedger.id} desc limit 1), 0)`;
  return tx
    .insert(pointsLedger)
    .values(rows.map(({ columns, credited }) => ({ ...columns, balanceAfter: sql`${newest} + ${credited}` })))
    .onConflictDoNothing({ target: pointsLedger.idempotencyKey });
}

/** A debit reads the balance first: it is refused, naming the balance, when it would take it below zero. */
async function appendDebit(tx: Db, entry: LedgerEntryInput): Promise<{ id: number; balanceAfter: number } | null> {
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
    .values({ ...entryValues(entry), balanceAfter })
    .returning({ id: pointsLedger.id, balanceAfter: pointsLedger.balanceAfter });
  if (!row) throw new Error('ledger insert returned no row');
  return row;
}

function entryValues(entry: LedgerEntryInput) {
  return {
    donorId: entry.donorId,
    kind: entry.kind,
    points: entry.points,
    details: entry.details,
    visitId: entry.visitId ?? null,
    idempotencyKey: entry.idempotencyKey ?? null,
    createdAt: entry.at,
  };
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
