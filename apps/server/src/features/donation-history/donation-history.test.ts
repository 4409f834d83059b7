import { DAY_MS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Visit } from '@portal/contract';
import { createDonor } from '../../db/factories/donors';
import { createLocation } from '../../db/factories/locations';
import { createVisit } from '../../db/factories/visits';
import { signIn } from '../../test/sign-in';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app';

const now = new Date(TEST_NOW).getTime();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('reward/getVisitHistorySecondRev', () => {
  it('answers the last 20 visits newest first with center, payments and vitals, and counts visits under 36 days old', async () => {
    const center = await createLocation(t.database.db, { name: 'Demo Plasma Houston 2', timezone: 'America/Chicago' });
    const donor = await createDonor(t.database.db);
    // 25 visits every 3 days, the newest one day ago: 12 of them are under 36 days old (1, 4, … 34 days).
    for (let i = 0; i < 25; i += 1) {
      await createVisit(t.database.db, {
        donorId: donor.id,
        locationId: center.id,
        visitNumber: `H-${i}`,
        checkinAt: new Date(now - (1 + i * 3) * DAY_MS),
        payments: i === 0 ? [{ amountCents: 5000 }, { amountCents: 2550 }] : [{ amountCents: 7000 }],
        screening: i === 1 ? null : { weight: 160 + i, bpsys: 120, bpdia: 80, pulserate: 70, temperature: 98.6 },
      });
    }
    // Exactly 36 days old: not "in the past 35 days" (spec 9).
    await createVisit(t.database.db, {
      donorId: donor.id,
      locationId: center.id,
      visitNumber: 'H-edge',
      checkinAt: new Date(now - 36 * DAY_MS),
    });
    const stranger = await createDonor(t.database.db);
    await createVisit(t.database.db, { donorId: stranger.id, locationId: center.id, checkinAt: new Date(now - DAY_MS) });

    const { token } = await signIn(t, donor.email ?? '');
    const res = await t.call('reward/getVisitHistorySecondRev', {}, { token });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ last20Visits: Visit[]; visitsInPast35Days: number }>();
    expect(body.last20Visits).toHaveLength(20);
    expect(body.last20Visits.map((v) => v.visitNumber).slice(0, 3)).toEqual(['H-0', 'H-1', 'H-2']);
    expect(body.visitsInPast35Days).toBe(12);
    const [newest, second] = body.last20Visits;
    expect(newest).toMatchObject({
      locationID: center.id,
      locationName: 'Demo Plasma Houston 2',
      locationTimezone: 'America/Chicago',
      visitDate: '2026-06-14',
      feedback: false,
    });
    expect(newest?.payments.map((p) => p.amount)).toEqual([50, 25.5]);
    expect(newest?.screeningTests).toEqual(
      expect.arrayContaining([
        { type: 'weight', value: 160 },
        { type: 'temperature', value: 98.6 },
      ]),
    );
    expect(second?.screeningTests).toEqual([]);
  });

  it('needs a signed-in donor', async () => {
    expect((await t.call('reward/getVisitHistorySecondRev', {})).statusCode).toBe(401);
  });
});
