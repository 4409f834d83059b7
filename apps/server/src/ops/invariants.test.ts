import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import type { Database } from '../db/client';
import { createAppointment } from '../db/factories/appointments';
import { createDonor } from '../db/factories/donors';
import { createNotification } from '../db/factories/notifications';
import { createVisit } from '../db/factories/visits';
import { donors, orders, pointsLedger } from '../db/schema/index';
import { seedDemoIfEmpty } from '../db/seed/demo';
import { appendLedgerEntry } from '../domain/points-ledger';
import { checkInvariants, type InvariantRule } from './invariants';

const now = new Date('2026-06-15T15:00:00Z');
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoIfEmpty(database.db, { now, rules: { pointsPerDonation: 100, referralBonusPoints: 500 } });
});
afterAll(() => database.close());

async function demoDonorId(email: string): Promise<string> {
  const [row] = await database.db.select({ id: donors.id }).from(donors).where(eq(donors.email, email));
  if (!row) throw new Error(`no demo donor ${email}`);
  return row.id;
}

const rulesOf = async (): Promise<InvariantRule[]> => (await checkInvariants(database.db)).map((v) => v.rule);

describe('invariant check', () => {
  it('finds nothing wrong in the demo data, which earned points, tier bonuses and orders through the domain', async () => {
    const maria = await demoDonorId('donor@example.com');
    // A booking confirmation points to the donor's own appointment.
    const appointment = await createAppointment(database.db, {
      donorId: maria,
      locationId: 101,
      startsAt: new Date('2026-06-17T14:00:00Z'),
    });
    await createNotification(database.db, {
      donorId: maria,
      type: 'appointment',
      title: { en: 'Appointment booked', es: 'Cita reservada' },
      message: { en: 'Booked', es: 'Reservada' },
      createdAt: now,
      refId: appointment.id,
    });
    expect(await checkInvariants(database.db)).toEqual([]);
    const entries = await database.db.select().from(pointsLedger).where(eq(pointsLedger.donorId, maria));
    expect(entries.filter((e) => e.details.reason === 'tierBonus').length).toBeGreaterThan(10);
    expect(entries.filter((e) => e.kind === 'redeemed')).toHaveLength(2);
    expect(await database.db.select().from(orders).where(eq(orders.donorId, maria))).toHaveLength(2);
    const lucia = await demoDonorId('donante@example.com');
    expect((await database.db.select().from(pointsLedger).where(eq(pointsLedger.donorId, lucia))).length).toBeGreaterThanOrEqual(6);
  });

  it('names each broken rule: running sum, negative balance, orphan redemption and order, donation points, tier bonus, targets', async () => {
    const db = database.db;
    const maria = await demoDonorId('donor@example.com');
    // A donation written around the ingestion: no points at all.
    await createVisit(db, { donorId: maria, locationId: 101, checkinAt: new Date(now.getTime() - 3_600_000) });
    // A redemption booked without an order, and an order without its redemption.
    const spender = await createDonor(db);
    await appendLedgerEntry(db, { donorId: spender.id, kind: 'earned', points: 900, details: { reason: 'adjustment' }, at: now });
    await appendLedgerEntry(db, {
      donorId: spender.id,
      kind: 'redeemed',
      points: -500,
      details: { reason: 'legacy', note: 'Gift card' },
      at: now,
    });
    await db
      .insert(orders)
      .values({ donorId: spender.id, requestId: crypto.randomUUID(), totalPoints: 500, createdAt: now, updatedAt: now });
    // A balance that does not follow from the entries, and one that went below zero.
    const tampered = await createDonor(db);
    await appendLedgerEntry(db, { donorId: tampered.id, kind: 'earned', points: 100, details: { reason: 'adjustment' }, at: now });
    await db.execute(sql`update points_ledger set balance_after = 150 where donor_id = ${tampered.id}`);
    const overdrawn = await createDonor(db);
    await db.insert(pointsLedger).values({
      donorId: overdrawn.id,
      kind: 'redeemed',
      points: -50,
      balanceAfter: 0,
      details: { reason: 'adjustment' },
      createdAt: now,
    });
    // A notification pointing to a visit that does not exist.
    await createNotification(db, {
      donorId: maria,
      type: 'donation_feedback',
      title: { en: 'Thanks', es: 'Gracias' },
      message: { en: 'Rate it', es: 'Califícala' },
      createdAt: now,
      refId: crypto.randomUUID(),
    });

    const rules = await rulesOf();
    expect(new Set(rules)).toEqual(
      new Set<InvariantRule>([
        'donationPoints',
        'redemptionWithoutOrder',
        'orderWithoutLedgerEntry',
        'runningBalance',
        'negativeBalance',
        'notificationTarget',
      ]),
    );
  });

  it('finds a missing tier bonus and an entry whose visit belongs to someone else', async () => {
    const db = database.db;
    const maria = await demoDonorId('donor@example.com');
    const [bonus] = await db
      .select()
      .from(pointsLedger)
      .where(sql`${pointsLedger.donorId} = ${maria} and ${pointsLedger.details}->>'reason' = 'tierBonus'`)
      .limit(1);
    if (!bonus) throw new Error('Maria has tier bonuses');
    const other = await createDonor(db);
    await db.update(pointsLedger).set({ donorId: other.id }).where(eq(pointsLedger.id, bonus.id));
    const rules = await rulesOf();
    expect(rules).toContain('tierBonus');
    expect(rules).toContain('ledgerTarget');
  });

  it('counts visit corrections: a compensating entry without its correction, or that leaves the wrong points, is named', async () => {
    const db = database.db;
    const donor = await createDonor(db);
    const visit = await createVisit(db, { donorId: donor.id, locationId: 101, checkinAt: new Date(now.getTime() - 7_200_000) });
    await appendLedgerEntry(db, {
      donorId: donor.id,
      kind: 'earned',
      points: 100,
      details: { reason: 'donation', visitId: visit.id },
      visitId: visit.id,
      at: now,
    });
    const before = await checkInvariants(db);
    // Taking 40 back from a completed donation, as if corrected, with no correction behind it.
    await appendLedgerEntry(db, {
      donorId: donor.id,
      kind: 'corrected',
      points: -40,
      details: { reason: 'visitCorrection', visitId: visit.id, correctionId: crypto.randomUUID(), shortfall: 0 },
      visitId: visit.id,
      at: now,
    });
    const found = (await checkInvariants(db)).filter((v) => !before.some((b) => b.message === v.message));
    expect(found.map((v) => v.rule).sort()).toEqual(['ledgerTarget', 'tierBonus']);
  });
});
