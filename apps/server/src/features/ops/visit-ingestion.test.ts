import { DAY_MS } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { createLocation } from '../../db/factories/locations';
import { createVisit } from '../../db/factories/visits';
import { donors, notifications, pointsLedger, screeningTests, visitPayments, visits } from '../../db/schema/index';
import { currentBalance } from '../../domain/points-ledger';
import { signIn } from '../../test/sign-in';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app';

const OPS_KEY = 'ops-key-for-tests-0123456789abcdef';
let t: TestApp;
let center: number;

beforeAll(async () => {
  t = await createTestApp({ env: { OPS_API_KEY: OPS_KEY, POINTS_PER_DONATION: '100', REFERRAL_BONUS_POINTS: '500' } });
  center = (await createLocation(t.database.db, { name: 'Austin North' })).id;
});
afterAll(() => t.close());

let visitCounter = 0;
function visit(donorNumber: string, overrides: Record<string, unknown> = {}) {
  visitCounter += 1;
  return {
    donorNumber,
    locationID: center,
    visitNumber: `T-${visitCounter}`,
    checkinTS: new Date(new Date(TEST_NOW).getTime() - 2 * 60 * 60_000).toISOString(),
    checkoutTS: new Date(new Date(TEST_NOW).getTime() - 45 * 60_000).toISOString(),
    donated: true,
    payments: [{ paymentDate: new Date(new Date(TEST_NOW).getTime() - 45 * 60_000).toISOString(), amount: 62.5 }],
    screeningTests: [
      { type: 'weight', value: 172 },
      { type: 'bpsys', value: 118 },
      { type: 'bpdia', value: 76 },
      { type: 'pulserate', value: 68 },
      { type: 'temperature', value: 98.4 },
    ],
    ...overrides,
  };
}

function post(body: unknown, key: string | null = OPS_KEY) {
  return t.app.inject({
    method: 'POST',
    url: '/api/ops/visits',
    headers: { 'content-type': 'application/json', ...(key ? { 'x-ops-key': key } : {}) },
    payload: JSON.stringify(body),
  });
}

describe('POST /api/ops/visits', () => {
  it('refuses a missing or wrong operations key (the deprecated client while no API client exists)', async () => {
    const donor = await createDonor(t.database.db);
    expect((await post(visit(donor.donorNumber), null)).statusCode).toBe(401);
    const wrong = await post(visit(donor.donorNumber), 'x'.repeat(OPS_KEY.length));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'apiClientInvalid' });
    expect(await t.database.db.select().from(visits).where(eq(visits.donorId, donor.id))).toHaveLength(0);
  });

  it('lets no one in when no key is configured and no API client exists', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({ method: 'POST', url: '/api/ops/visits', headers: { 'x-ops-key': OPS_KEY }, payload: {} });
      expect(res.statusCode).toBe(401);
    } finally {
      await bare.close();
    }
  });

  it('names the fields at fault and writes nothing', async () => {
    const donor = await createDonor(t.database.db);
    const res = await post(
      visit(donor.donorNumber, { locationID: 'x', checkoutTS: '2020-01-01T00:00:00Z', screeningTests: [{ type: 'height', value: 1 }] }),
    );
    expect(res.statusCode).toBe(400);
    const paths = res.json<{ fields: { path: string }[] }>().fields.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['locationID', 'screeningTests.0.type']));
    const backwards = await post(visit(donor.donorNumber, { checkoutTS: '2020-01-01T00:00:00Z' }));
    expect(backwards.json()).toMatchObject({
      status: 400,
      fields: [expect.objectContaining({ path: 'checkoutTS', code: 'checkoutBeforeCheckin' })],
    });
    expect((await post(visit('Z9999999'))).json()).toMatchObject({ status: 404, code: 'donorNotFound' });
    expect((await post(visit(donor.donorNumber, { locationID: 999_999 }))).json()).toMatchObject({ status: 404, code: 'locationNotFound' });
    expect(await t.database.db.select().from(visits).where(eq(visits.donorId, donor.id))).toHaveLength(0);
  });

  it('records visit, payments, screening, points and a bilingual donation_feedback notification in one go', async () => {
    const donor = await createDonor(t.database.db);
    const body = visit(donor.donorNumber);
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    const result = res.json<{ visitID: string; pointsAwarded: number; created: boolean; tier: null }>();
    expect(result).toMatchObject({ created: true, pointsAwarded: 100, tier: null, referralCredited: false });
    const db = t.database.db;
    expect(await db.select().from(visitPayments).where(eq(visitPayments.visitId, result.visitID))).toEqual([
      expect.objectContaining({ amountCents: 6250 }),
    ]);
    expect(await db.select().from(screeningTests).where(eq(screeningTests.visitId, result.visitID))).toHaveLength(5);
    expect(await currentBalance(db, donor.id)).toBe(100);
    const [note] = await db.select().from(notifications).where(eq(notifications.donorId, donor.id));
    expect(note).toMatchObject({
      type: 'donation_feedback',
      refId: result.visitID,
      title: { en: 'Thank you for donating!', es: '¡Gracias por donar!' },
    });
    expect(note?.message.es).toContain('100 puntos');
  });

  it('is idempotent on (locationID, visitNumber), also when both copies arrive at once', async () => {
    const donor = await createDonor(t.database.db);
    const body = visit(donor.donorNumber);
    const [a, b] = await Promise.all([post(body), post(body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    const again = await post(body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: false, pointsAwarded: 0, visitID: a.json<{ visitID: string }>().visitID });
    const db = t.database.db;
    expect(await db.select().from(visits).where(eq(visits.donorId, donor.id))).toHaveLength(1);
    expect(await db.select().from(pointsLedger).where(eq(pointsLedger.donorId, donor.id))).toHaveLength(1);
    expect(await db.select().from(notifications).where(eq(notifications.donorId, donor.id))).toHaveLength(1);
    expect(await currentBalance(db, donor.id)).toBe(100);

    const other = await createDonor(t.database.db);
    expect((await post({ ...body, donorNumber: other.donorNumber })).json()).toMatchObject({ status: 409, code: 'visitConflict' });
  });

  it('books 12 visits of one donor arriving at once in one unbroken chain of balances', async () => {
    const donor = await createDonor(t.database.db);
    const results = await Promise.all(Array.from({ length: 12 }, () => post(visit(donor.donorNumber))));
    expect(results.map((res) => res.statusCode)).toEqual(Array(12).fill(201));
    const entries = await t.database.db
      .select({ points: pointsLedger.points, balanceAfter: pointsLedger.balanceAfter })
      .from(pointsLedger)
      .where(eq(pointsLedger.donorId, donor.id))
      .orderBy(pointsLedger.id);
    let balance = 0;
    for (const entry of entries) {
      balance += entry.points;
      expect(entry.balanceAfter).toBe(balance);
    }
    expect(entries.length).toBeGreaterThanOrEqual(12);
    expect(await currentBalance(t.database.db, donor.id)).toBe(balance);
  });

  it('books donations of one donor arriving at once with their tier bonuses, two credits a visit, in one unbroken chain', async () => {
    const donor = await createDonor(t.database.db);
    const now = new Date(TEST_NOW).getTime();
    for (let i = 0; i < 19; i += 1)
      await createVisit(t.database.db, { donorId: donor.id, locationId: center, checkinAt: new Date(now - (5 + i * 7) * DAY_MS) });
    const results = await Promise.all(Array.from({ length: 8 }, () => post(visit(donor.donorNumber))));
    expect(results.map((res) => res.json<{ tier: string }>().tier)).toEqual(Array(8).fill('bronze'));
    const entries = await t.database.db
      .select({ kind: pointsLedger.kind, points: pointsLedger.points, balanceAfter: pointsLedger.balanceAfter })
      .from(pointsLedger)
      .where(eq(pointsLedger.donorId, donor.id))
      .orderBy(pointsLedger.id);
    expect(entries.map((entry) => [entry.kind, entry.points])).toEqual(
      Array(8)
        .fill([
          ['earned', 100],
          ['bonus', 25],
        ])
        .flat(),
    );
    entries.reduce((balance, entry) => {
      expect(entry.balanceAfter).toBe(balance + entry.points);
      return entry.balanceAfter;
    }, 0);
    expect(await currentBalance(t.database.db, donor.id)).toBe(8 * 125);
  });

  it('awards no points for a visit without a donation', async () => {
    const donor = await createDonor(t.database.db);
    const res = await post(visit(donor.donorNumber, { donated: false, payments: [] }));
    expect(res.json()).toMatchObject({ created: true, pointsAwarded: 0 });
    expect(await currentBalance(t.database.db, donor.id)).toBe(0);
  });

  it('adds the tier bonus: the 20th donation in 12 months is Bronze (+25%), the 45th Silver (+50%)', async () => {
    const donor = await createDonor(t.database.db);
    const now = new Date(TEST_NOW).getTime();
    for (let i = 0; i < 19; i += 1)
      await createVisit(t.database.db, { donorId: donor.id, locationId: center, checkinAt: new Date(now - (5 + i * 7) * DAY_MS) });
    // A donation older than 12 months does not count.
    await createVisit(t.database.db, { donorId: donor.id, locationId: center, checkinAt: new Date(now - 400 * DAY_MS) });
    const bronze = await post(visit(donor.donorNumber));
    expect(bronze.json()).toMatchObject({ pointsAwarded: 125, tier: 'bronze' });
    const entries = await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.donorId, donor.id));
    const visitID = bronze.json<{ visitID: string }>().visitID;
    expect(entries.map((e) => [e.kind, e.points, e.details])).toEqual([
      ['earned', 100, { reason: 'donation', visitId: visitID }],
      ['bonus', 25, { reason: 'tierBonus', visitId: visitID, tier: 'bronze', bonusPercent: 25 }],
    ]);
    // The points history carries the kind and the details, never a sentence.
    const history = await t.call('reward/getPoints', {}, { token: (await signIn(t, donor.email ?? '')).token });
    expect(history.json<{ pointHistories: unknown[] }>().pointHistories).toEqual([
      expect.objectContaining({ kind: 'bonus', details: { reason: 'tierBonus', visitId: visitID, tier: 'bronze', bonusPercent: 25 } }),
      expect.objectContaining({ kind: 'earned', details: { reason: 'donation', visitId: visitID } }),
    ]);
    for (let i = 0; i < 24; i += 1)
      await createVisit(t.database.db, {
        donorId: donor.id,
        locationId: center,
        checkinAt: new Date(now - (3 + i * 5) * DAY_MS - 3_600_000),
      });
    expect((await post(visit(donor.donorNumber))).json()).toMatchObject({ pointsAwarded: 150, tier: 'silver' });
  });

  it('counts the tier window from just after 365 days before the check-in up to the check-in itself', async () => {
    const checkin = new Date(new Date(TEST_NOW).getTime() - 2 * 60 * 60_000).getTime();
    const withEdge = async (edgeAt: number) => {
      const donor = await createDonor(t.database.db);
      // 18 donations well inside the window; the new visit is the 19th or, with the edge one, the 20th.
      for (let i = 0; i < 18; i += 1)
        await createVisit(t.database.db, { donorId: donor.id, locationId: center, checkinAt: new Date(checkin - (5 + i * 7) * DAY_MS) });
      await createVisit(t.database.db, { donorId: donor.id, locationId: center, checkinAt: new Date(edgeAt) });
      return (await post(visit(donor.donorNumber))).json<{ tier: string | null }>().tier;
    };
    expect(await withEdge(checkin - 365 * DAY_MS)).toBeNull();
    expect(await withEdge(checkin - 365 * DAY_MS + 1)).toBe('bronze');
    // Another donation at the very moment of the new visit's check-in counts too.
    expect(await withEdge(checkin)).toBe('bronze');
  });

  it("credits the referrer once at the referred donor's second donation, and makes them a donor", async () => {
    const db = t.database.db;
    const referrer = await createDonor(db);
    const referredAt = new Date(new Date(TEST_NOW).getTime() - 30 * DAY_MS);
    const friend = await createDonor(db, { status: 'predonor', referredByDonorId: referrer.id, referredAt });
    expect((await post(visit(friend.donorNumber))).json()).toMatchObject({ referralCredited: false });
    expect((await db.select({ status: donors.status }).from(donors).where(eq(donors.id, friend.id)))[0]?.status).toBe('referral_pending');
    expect((await post(visit(friend.donorNumber))).json()).toMatchObject({ referralCredited: true });
    expect(await currentBalance(db, referrer.id)).toBe(500);
    expect((await db.select({ status: donors.status }).from(donors).where(eq(donors.id, friend.id)))[0]?.status).toBe('donor');
    expect((await post(visit(friend.donorNumber))).json()).toMatchObject({ referralCredited: false });
    expect(
      await db
        .select()
        .from(pointsLedger)
        .where(and(eq(pointsLedger.donorId, referrer.id), eq(pointsLedger.kind, 'bonus'))),
    ).toHaveLength(1);
  });

  it('gives no referral bonus for a past donor', async () => {
    const db = t.database.db;
    const referrer = await createDonor(db);
    const referredAt = new Date(new Date(TEST_NOW).getTime() - 30 * DAY_MS);
    const pastDonor = await createDonor(db, { referredByDonorId: referrer.id, referredAt });
    await createVisit(db, { donorId: pastDonor.id, locationId: center, checkinAt: new Date(referredAt.getTime() - 200 * DAY_MS) });
    expect((await post(visit(pastDonor.donorNumber))).json()).toMatchObject({ referralCredited: false });
    expect(await currentBalance(db, referrer.id)).toBe(0);
  });
});
