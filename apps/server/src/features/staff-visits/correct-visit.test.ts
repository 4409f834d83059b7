import { DAY_MS, es, type StaffVisit } from '@portal/contract';
import { and, asc, eq, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { auditLog, orders, pointsLedger, visitCorrections } from '../../db/schema/index';
import { appendLedgerEntry, currentBalance } from '../../domain/points-ledger';
import { recordVisit } from '../../domain/visit-ingestion';
import { checkInvariants } from '../../ops/invariants';
import { signIn } from '../../test/sign-in';
import { visitRecord, visitsWorld, type VisitsWorld } from './staff-visits-test-setup';

let w: VisitsWorld;
beforeAll(async () => {
  w = await visitsWorld();
});
afterAll(() => w.t.close());

async function donorWithVisit(overrides: Parameters<typeof visitRecord>[2] = {}) {
  const donor = await createDonor(w.t.database.db, { homeLocationId: w.austin });
  const record = visitRecord(w.austin, donor.donorNumber, overrides);
  const res = await w.t.call('staffVisits/recordVisit', record, { token: w.tokens.manager });
  expect(res.statusCode, res.body).toBe(200);
  return { donor, record, visitID: res.json<{ visitID: string }>().visitID };
}

const ledgerOf = (donorId: string) =>
  w.t.database.db.select().from(pointsLedger).where(eq(pointsLedger.donorId, donorId)).orderBy(asc(pointsLedger.id));

function correct(visitID: string, record: ReturnType<typeof visitRecord>, changes: Record<string, unknown>, token = w.tokens.manager) {
  const { donorNumber: _d, locationID: _l, visitNumber: _v, ...facts } = record;
  return w.t.call('staffVisits/correctVisit', { ...facts, ...changes, visitID, note: 'Checked against the paper record' } as never, {
    token,
  });
}

describe('staffVisits/correctVisit', () => {
  it('corrects times, payments and vitals without touching the points, and audits before and after', async () => {
    const { donor, record, visitID } = await donorWithVisit();
    const before = await ledgerOf(donor.id);
    const res = await correct(visitID, record, {
      checkoutTS: new Date(w.t.clock.now().getTime() - 30 * 60_000).toISOString(),
      payments: [{ paymentDate: record.checkoutTS, amount: 75 }],
      screeningTests: [{ type: 'weight', value: 170 }],
    });
    expect(res.json()).toMatchObject({ status: 200, changed: true, pointsChange: 0, shortfall: 0 });
    expect(await ledgerOf(donor.id)).toEqual(before);
    const visit = (await w.t.call('staffVisits/getVisit', { visitID }, { token: w.tokens.manager })).json<{ visit: StaffVisit }>().visit;
    expect(visit.facts).toMatchObject({ payments: [{ amount: 75 }], screeningTests: [{ type: 'weight', value: 170 }] });
    expect(visit.history).toEqual([
      expect.objectContaining({
        note: 'Checked against the paper record',
        before: expect.objectContaining({ payments: [expect.objectContaining({ amount: 62.5 })] }),
        after: expect.objectContaining({ payments: [expect.objectContaining({ amount: 75 })] }),
        pointsChange: 0,
      }),
    ]);
    const [audit] = await w.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staffVisits/correctVisit'), eq(auditLog.objectId, visitID)));
    expect(audit).toMatchObject({
      donorId: donor.id,
      staffId: w.staffIds.manager,
      before: expect.objectContaining({ payments: [expect.objectContaining({ amount: 62.5 })] }),
      after: expect.objectContaining({ payments: [expect.objectContaining({ amount: 75 })], note: 'Checked against the paper record' }),
    });
  });

  it('books a compensating entry when a donation turns out not completed, never editing the entries before it', async () => {
    const { donor, record, visitID } = await donorWithVisit();
    const before = await ledgerOf(donor.id);
    const res = await correct(visitID, record, { donated: false });
    expect(res.json()).toMatchObject({ changed: true, pointsChange: -100, shortfall: 0 });
    const after = await ledgerOf(donor.id);
    expect(after.slice(0, before.length)).toEqual(before);
    const correctionID = res.json<{ correctionID: string }>().correctionID;
    expect(after.slice(before.length)).toEqual([
      expect.objectContaining({
        kind: 'corrected',
        points: -100,
        balanceAfter: 0,
        visitId: visitID,
        details: { reason: 'visitCorrection', visitId: visitID, correctionId: correctionID, shortfall: 0 },
      }),
    ]);
    // Completed after all: the points come back as a second compensating entry.
    const again = await correct(visitID, record, { donated: true });
    expect(again.json()).toMatchObject({ pointsChange: 100 });
    expect(await currentBalance(w.t.database.db, donor.id)).toBe(100);
    expect(await checkInvariants(w.t.database.db)).toEqual([]);
  });

  it('shows the donor the correction in their points history, in their language, and no internal shortfall', async () => {
    const { donor, record, visitID } = await donorWithVisit();
    await correct(visitID, record, { donated: false });
    const { token } = await signIn(w.t, donor.email ?? '');
    const points = await w.t.call('reward/getPoints', {}, { token });
    expect(points.json()).toMatchObject({ pointsBalance: 0 });
    const entry = points.json<{ pointHistories: { kind: string; details: Record<string, unknown> }[] }>().pointHistories[0];
    expect(entry).toMatchObject({ kind: 'corrected', points: -100, details: { reason: 'visitCorrection', visitId: visitID } });
    expect(entry?.details).not.toHaveProperty('shortfall');
  });

  it('never lets the balance go negative: a reversal takes the balance and records the shortfall, made up by a later raise', async () => {
    const { donor, record, visitID } = await donorWithVisit();
    // The donor spent 80 of the 100 points on an order.
    const now = w.t.clock.now();
    const [order] = await w.t.database.db
      .insert(orders)
      .values({ donorId: donor.id, requestId: crypto.randomUUID(), totalPoints: 80, createdAt: now, updatedAt: now })
      .returning();
    await appendLedgerEntry(w.t.database.db, {
      donorId: donor.id,
      kind: 'redeemed',
      points: -80,
      details: { reason: 'order', orderId: order?.id ?? '' },
      at: now,
    });
    const res = await correct(visitID, record, { donated: false });
    expect(res.json()).toMatchObject({ pointsChange: -20, shortfall: 80 });
    expect(await currentBalance(w.t.database.db, donor.id)).toBe(0);
    const [row] = await w.t.database.db.select().from(visitCorrections).where(eq(visitCorrections.visitId, visitID));
    expect(row).toMatchObject({ pointsChange: -20, shortfall: 80 });
    expect(await checkInvariants(w.t.database.db)).toEqual([]);
    // A second correction of something else does not try to collect the written-off points again.
    expect((await correct(visitID, record, { donated: false, payments: [] })).json()).toMatchObject({ pointsChange: 0, shortfall: 0 });
    // Completed after all: the visit is worth 100 again, of which it still holds 20.
    expect((await correct(visitID, record, { donated: true })).json()).toMatchObject({ pointsChange: 20 });
    expect(await currentBalance(w.t.database.db, donor.id)).toBe(20);
    expect(await checkInvariants(w.t.database.db)).toEqual([]);
  });

  it('moves the tier bonus of later donations when an earlier one is cancelled or moved out of the 12 months', async () => {
    const donor = await createDonor(w.t.database.db, { homeLocationId: w.austin });
    const start = w.t.clock.now().getTime() - 40 * DAY_MS;
    const deps = { db: w.t.database.db, clock: w.t.clock, config: w.t.config };
    const records = Array.from({ length: 20 }, (_, i) =>
      visitRecord(w.austin, donor.donorNumber, {
        checkinTS: new Date(start + i * 2 * DAY_MS).toISOString(),
        checkoutTS: new Date(start + i * 2 * DAY_MS + 3_600_000).toISOString(),
        payments: [],
      }),
    );
    const ids: string[] = [];
    for (const record of records) ids.push((await recordVisit(deps, { ...record, screeningTests: [] })).visitID);
    const twentieth = ids[19] ?? '';
    const bonusOf = async (visitId: string) =>
      (await ledgerOf(donor.id)).filter((e) => e.visitId === visitId && e.kind !== 'earned').reduce((n, e) => n + e.points, 0);
    expect(await bonusOf(twentieth)).toBe(25);

    const first = records[0];
    if (!first) throw new Error('records');
    const res = await correct(ids[0] ?? '', first, { donated: false });
    expect(res.json()).toMatchObject({ pointsChange: -125 });
    expect(await bonusOf(twentieth)).toBe(0);
    expect(await checkInvariants(w.t.database.db)).toEqual([]);
  });

  it('changes nothing for a correction that repeats the visit as it is', async () => {
    const { donor, record, visitID } = await donorWithVisit();
    const res = await correct(visitID, record, {});
    expect(res.json()).toEqual({ status: 200, changed: false, correctionID: null, pointsChange: 0, shortfall: 0 });
    expect(await w.t.database.db.select().from(visitCorrections).where(eq(visitCorrections.visitId, visitID))).toEqual([]);
    expect(await ledgerOf(donor.id)).toHaveLength(1);
  });

  it('answers 400 naming the fields at fault, and 404 outside my centers', async () => {
    const { record, visitID } = await donorWithVisit();
    const res = await w.t.call(
      'staffVisits/correctVisit',
      { ...record, visitID, note: '', checkinTS: 'soon', deferral: { code: 'sunburn', until: null } } as never,
      { token: w.tokens.manager, lang: 'es' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: { path: string }[] }>().fields.map((f) => f.path)).toEqual(
      expect.arrayContaining(['params.note', 'params.checkinTS', 'params.deferral.code']),
    );
    // In the caller's language, from the contract's own keys.
    expect(res.json<{ fields: { path: string; message: string }[] }>().fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'params.checkinTS', message: es.visitTimeInvalid }),
        expect.objectContaining({ path: 'params.note', message: es.correctionNoteRequired }),
      ]),
    );
    expect((await correct(visitID, record, { donated: false }, w.tokens.houston)).json()).toMatchObject({
      status: 404,
      code: 'visitNotFound',
    });
    expect(
      await w.t.database.db
        .select()
        .from(pointsLedger)
        .where(and(eq(pointsLedger.visitId, visitID), lte(pointsLedger.points, -1))),
    ).toEqual([]);
  });
});
