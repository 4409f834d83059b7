import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVisit } from '../../../db/factories/visits';
import { createBookableCenter, signedInDonor } from '../../../test/booking';
import { createTestApp, TEST_NOW, type TestApp } from '../../../test/test-app';

// The test clock: Monday 2026-06-15, 10:00 AM in Chicago (CDT, UTC−5).
let t: TestApp;
let centerId: number;
let token: string;

interface Day {
  date: string;
  closure: string | null;
  slots: { start: string; end: string; remaining: number; offPeak: boolean; reason: { code: string; message: string } | null }[];
}

beforeAll(async () => {
  t = await createTestApp();
  centerId = (
    await createBookableCenter(t, { closures: [{ day: '2026-06-19', reason: { en: 'Juneteenth', es: 'Juneteenth (feriado)' } }] })
  ).id;
  const returning = await signedInDonor(t, { homeLocationId: centerId });
  await createVisit(t.database.db, { donorId: returning.donor.id, locationId: centerId, checkinAt: new Date('2026-06-01T14:00:00Z') });
  token = returning.token;
});
afterAll(() => t.close());

async function availability(params: { locationID: number; from: string; days: number; lang?: 'en' | 'es' }, as = token) {
  const res = await t.call('appointment/getAvailability', params, { token: as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ timeZone: string; days: Day[] }>();
}

describe('appointment/getAvailability', () => {
  it('gives arrival windows in the center’s zone, with offset, remaining chairs and off-peak bands, after the minimum notice', async () => {
    const reply = await availability({ locationID: centerId, from: '2026-06-15', days: 2 });
    expect(reply.timeZone).toBe('America/Chicago');
    const [today, tomorrow] = reply.days as [Day, Day];
    expect(today.date).toBe('2026-06-15');
    // 10:00 now + 2 hours' notice: the first window is noon.
    expect(today.slots[0]).toEqual({
      start: '2026-06-15T12:00:00-05:00',
      end: '2026-06-15T12:20:00-05:00',
      remaining: 3,
      offPeak: false,
      reason: null,
    });
    expect(today.slots.find((s) => s.start === '2026-06-15T13:00:00-05:00')?.offPeak).toBe(true);
    // A return donation takes 75 minutes and must end by 7 PM: the last arrival is 5:40 PM.
    expect(today.slots.at(-1)?.start).toBe('2026-06-15T17:40:00-05:00');
    expect(tomorrow.slots[0]?.start).toBe('2026-06-16T07:00:00-05:00');
    expect(tomorrow.slots).toHaveLength(33);
  });

  it('gives a first donation fewer windows: 120 minutes must end by closing time', async () => {
    const first = await signedInDonor(t, { homeLocationId: centerId });
    const [day] = (await availability({ locationID: centerId, from: '2026-06-16', days: 1 }, first.token)).days as [Day];
    expect(day.slots.at(-1)?.start).toBe('2026-06-16T17:00:00-05:00');
  });

  it('shows a closed day with its reason in the donor’s language, and stops at the booking horizon (14 days)', async () => {
    const reply = await availability({ locationID: centerId, from: '2026-06-19', days: 14, lang: 'es' });
    expect(reply.days[0]).toEqual({ date: '2026-06-19', closure: 'Juneteenth (feriado)', slots: [] });
    // 2026-06-15 + 13 days is the last bookable day.
    expect(reply.days.at(-1)?.date).toBe('2026-06-28');
  });

  it('starts at today when asked for a past day', async () => {
    expect((await availability({ locationID: centerId, from: '2026-06-01', days: 1 })).days[0]?.date).toBe('2026-06-15');
  });

  it('marks the windows the donor may not take with the reason instead of hiding them', async () => {
    const recent = await signedInDonor(t, { homeLocationId: centerId });
    await createVisit(t.database.db, { donorId: recent.donor.id, locationId: centerId, checkinAt: new Date('2026-06-14T15:00:00Z') });
    const [today, tomorrow] = (await availability({ locationID: centerId, from: '2026-06-15', days: 2 }, recent.token)).days as [Day, Day];
    expect(today.slots.length).toBeGreaterThan(0);
    for (const slot of today.slots) {
      expect(slot.reason).toEqual({
        code: 'minimumGap',
        message: 'You donated on Sunday, June 14. You can donate again from Tuesday, June 16.',
      });
    }
    expect(tomorrow.slots.every((slot) => slot.reason === null)).toBe(true);
  });

  it('keeps the wall-clock hours across the autumn daylight-saving change', async () => {
    t.clock.set('2026-10-29T15:00:00Z');
    try {
      const autumn = await signedInDonor(t, { homeLocationId: centerId });
      const [saturday, sunday] = (await availability({ locationID: centerId, from: '2026-10-31', days: 2 }, autumn.token)).days as [
        Day,
        Day,
      ];
      expect(saturday.slots[0]?.start).toBe('2026-10-31T08:00:00-05:00');
      expect(sunday.slots[0]?.start).toBe('2026-11-01T08:00:00-06:00');
      expect(sunday.slots[0]?.end).toBe('2026-11-01T08:20:00-06:00');
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it('answers 400 naming the fields at fault, and 404 for a center that takes no appointments', async () => {
    const res = await t.call('appointment/getAvailability', { locationID: centerId, from: '15-06-2026', days: 15 }, { token });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json<{ fields: { path: string }[] }>()
        .fields.map((f) => f.path)
        .sort(),
    ).toEqual(['params.days', 'params.from']);
    const missing = await t.call('appointment/getAvailability', { locationID: 1, from: '2026-06-15', days: 1 }, { token });
    expect(missing.json()).toMatchObject({ status: 404, code: 'locationNotFound' });
  });
});
