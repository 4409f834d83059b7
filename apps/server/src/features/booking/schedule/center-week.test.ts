import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../db/factories/staff';
import { createBookableCenter, newRequestId, signedInDonor } from '../../../test/booking';
import { signInStaff } from '../../../test/sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let austin: number;
let houston: number;
let tokyo: number;
let manager: string;
let centerStaff: string;
let admin: string;

const closure = { day: '2026-06-17', reason: { en: 'Staff training', es: 'Capacitación del personal' } };

async function bookAt(locationID: number, start: string) {
  const { token } = await signedInDonor(t, { homeLocationId: locationID });
  const res = await t.call('appointment/book', { locationID, start, requestId: newRequestId() }, { token });
  expect(res.statusCode, res.body).toBe(200);
  return { token, id: res.json<{ appointment: { id: string } }>().appointment.id };
}

beforeAll(async () => {
  t = await createTestApp();
  austin = (await createBookableCenter(t, { closures: [closure] })).id;
  houston = (await createBookableCenter(t)).id;
  tokyo = (await createBookableCenter(t, {}, 'Asia/Tokyo')).id;
  manager = await signInStaff(t, (await createStaff(t.database.db, 'center_manager', { centerIds: [austin] })).email);
  centerStaff = await signInStaff(t, (await createStaff(t.database.db, 'center_staff', { centerIds: [austin, tokyo] })).email);
  admin = await signInStaff(t, (await createStaff(t.database.db, 'admin')).email);
});
afterAll(() => t.close());

describe('appointment/getCenterWeek', () => {
  it('gives each day its hours, closure, and appointments booked (not cancelled) against chairs × windows', async () => {
    await bookAt(austin, '2026-06-16T09:00:00-05:00');
    await bookAt(austin, '2026-06-16T09:00:00-05:00');
    const cancelled = await bookAt(austin, '2026-06-16T10:00:00-05:00');
    expect((await t.call('appointment/cancel', { appointmentID: cancelled.id }, { token: cancelled.token })).statusCode).toBe(200);
    await bookAt(austin, '2026-06-20T08:00:00-05:00');

    const res = await t.call('appointment/getCenterWeek', { locationID: austin }, { token: manager });
    expect(res.statusCode, res.body).toBe(200);
    const week = res.json();
    expect(week.today).toBe('2026-06-15');
    expect(week.center).toMatchObject({ id: austin, timeZone: 'America/Chicago' });
    // Weekdays 7:00–19:00: a 75-minute return visit arrives from 7:00 to 17:40, 33 windows of 3 chairs; weekends 8:00–16:00, 21.
    expect(week.days).toEqual([
      { date: '2026-06-15', hours: { open: '07:00', close: '19:00' }, closure: null, booked: 0, capacity: 99 },
      { date: '2026-06-16', hours: { open: '07:00', close: '19:00' }, closure: null, booked: 2, capacity: 99 },
      { date: '2026-06-17', hours: { open: '07:00', close: '19:00' }, closure: closure.reason, booked: 0, capacity: 0 },
      { date: '2026-06-18', hours: { open: '07:00', close: '19:00' }, closure: null, booked: 0, capacity: 99 },
      { date: '2026-06-19', hours: { open: '07:00', close: '19:00' }, closure: null, booked: 0, capacity: 99 },
      { date: '2026-06-20', hours: { open: '08:00', close: '16:00' }, closure: null, booked: 1, capacity: 63 },
      { date: '2026-06-21', hours: { open: '08:00', close: '16:00' }, closure: null, booked: 0, capacity: 63 },
    ]);
    const later = (await t.call('appointment/getCenterWeek', { locationID: austin, from: '2026-06-20' }, { token: centerStaff })).json();
    expect(later.days.map((d: { date: string; booked: number }) => [d.date, d.booked]).slice(0, 2)).toEqual([
      ['2026-06-20', 1],
      ['2026-06-21', 0],
    ]);
  });

  it('counts an appointment on the center’s own day, not UTC’s', async () => {
    // 8:00 in Tokyo on Wednesday is 23:00 UTC on Tuesday.
    await bookAt(tokyo, '2026-06-17T08:00:00+09:00');
    const week = (await t.call('appointment/getCenterWeek', { locationID: tokyo, from: '2026-06-16' }, { token: centerStaff })).json();
    expect(week.days.slice(0, 2).map((d: { date: string; booked: number }) => [d.date, d.booked])).toEqual([
      ['2026-06-16', 0],
      ['2026-06-17', 1],
    ]);
  });

  it('keeps center roles to their centers in the query, and refuses donors and bad days', async () => {
    expect((await t.call('appointment/getCenterWeek', { locationID: houston }, { token: manager })).json()).toMatchObject({
      status: 404,
      code: 'locationNotFound',
    });
    expect((await t.call('appointment/getCenterWeek', { locationID: houston }, { token: admin })).statusCode).toBe(200);
    const { token } = await signedInDonor(t, { homeLocationId: austin });
    expect((await t.call('appointment/getCenterWeek', { locationID: austin }, { token })).statusCode).toBe(401);
    const bad = await t.call('appointment/getCenterWeek', { locationID: austin, from: '2026-02-30' }, { token: manager });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fields: { path: string }[] }>().fields.map((f) => f.path)).toEqual(['params.from']);
  });
});
