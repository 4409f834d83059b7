import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAppointment } from '../../../db/factories/appointments';
import { createDonor } from '../../../db/factories/donors';
import { createStaff } from '../../../db/factories/staff';
import { auditLog } from '../../../db/schema/index';
import { createBookableCenter, newRequestId, signedInDonor } from '../../../test/booking';
import { signInStaff } from '../../../test/sign-in';
import { createTestApp, TEST_NOW, type TestApp } from '../../../test/test-app';

// TEST_NOW is Monday 2026-06-15, 10:00 in Chicago.
let t: TestApp;
let austin: number;
let houston: number;
let centerStaff: { id: string; email: string; token: string };
let houstonManager: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  austin = (await createBookableCenter(t)).id;
  houston = (await createBookableCenter(t)).id;
  const member = await createStaff(t.database.db, 'center_staff', { centerIds: [austin] });
  centerStaff = { id: member.id, email: member.email, token: await signInStaff(t, member.email) };
  houstonManager = await signInStaff(t, (await createStaff(t.database.db, 'center_manager', { centerIds: [houston] })).email);
  admin = await signInStaff(t, (await createStaff(t.database.db, 'admin')).email);
});
afterEach(() => t.clock.set(TEST_NOW));

/** Moves the clock; a staff session lasts less than the moves, so the member signs in again. */
async function staffAt(at: string): Promise<string> {
  t.clock.set(at);
  return signInStaff(t, centerStaff.email);
}
afterAll(() => t.close());

async function bookedAt(locationId: number, startsAt: string, name = { firstName: 'Lena', lastName: 'Park' }) {
  const donor = await createDonor(t.database.db, { homeLocationId: locationId, ...name });
  return createAppointment(t.database.db, { donorId: donor.id, locationId, startsAt: new Date(startsAt) });
}

const day = (locationID: number, date: string, token: string) => t.call('appointment/getCenterDay', { locationID, day: date }, { token });
const checkIn = (appointmentID: string, token: string) => t.call('appointment/checkIn', { appointmentID }, { token });
const markNoShow = (appointmentID: string, token: string) => t.call('appointment/markNoShow', { appointmentID }, { token });

describe('the console’s day view of a center', () => {
  it('lists the center’s appointments of one day at the center (midnight to midnight there) by time, and today’s date', async () => {
    const late = await bookedAt(austin, '2026-06-16T23:30:00Z', { firstName: 'Zoe', lastName: 'Late' }); // 18:30 in Chicago
    const early = await bookedAt(austin, '2026-06-16T05:10:00Z', { firstName: 'Amy', lastName: 'Early' }); // 00:10 in Chicago
    await bookedAt(austin, '2026-06-16T04:50:00Z'); // 23:50 the day before in Chicago
    await bookedAt(austin, '2026-06-17T05:00:00Z'); // midnight the next day
    await bookedAt(houston, '2026-06-16T15:00:00Z');
    const res = await day(austin, '2026-06-16', centerStaff.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ timeZone: 'America/Chicago', day: '2026-06-16', today: '2026-06-15' });
    expect(res.json().appointments).toEqual([
      expect.objectContaining({ id: early.id, start: '2026-06-16T00:10:00-05:00', donorName: 'Amy Early', status: 'booked' }),
      expect.objectContaining({ id: late.id, start: '2026-06-16T18:30:00-05:00', end: '2026-06-16T19:45:00-05:00', donorName: 'Zoe Late' }),
    ]);
  });

  it('checks a donor in once (twice answers the same), which the donor then sees, with one audit row per call', async () => {
    const { donor, token } = await signedInDonor(t, { homeLocationId: austin });
    const booked = await t.call(
      'appointment/book',
      { locationID: austin, start: '2026-06-15T13:00:00-05:00', requestId: newRequestId() },
      { token },
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const id: string = booked.json().appointment.id;

    const first = await checkIn(id, centerStaff.token);
    expect(first.json()).toEqual({
      status: 200,
      appointment: expect.objectContaining({
        id,
        status: 'checked_in',
        donorNumber: donor.donorNumber,
        start: '2026-06-15T13:00:00-05:00',
      }),
    });
    expect((await checkIn(id, centerStaff.token)).json().appointment.status).toBe('checked_in');
    const mine = (await t.call('appointment/getAppointments', {}, { token })).json();
    expect([...mine.upcoming, ...mine.past].find((a: { id: string }) => a.id === id)).toMatchObject({
      status: 'checked_in',
      changeable: false,
    });
    // Without a day, the view opens on today at the center.
    const today = await t.call('appointment/getCenterDay', { locationID: austin }, { token: centerStaff.token });
    expect(today.json().day).toBe('2026-06-15');
    expect(today.json().appointments).toContainEqual(expect.objectContaining({ id, status: 'checked_in' }));

    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, id), eq(auditLog.action, 'appointment/checkIn')));
    expect(rows.map((r) => [r.staffId, r.donorId, r.before, r.after])).toEqual([
      [centerStaff.id, donor.id, { status: 'booked' }, { status: 'checked_in' }],
      [centerStaff.id, donor.id, { status: 'checked_in' }, { status: 'checked_in' }],
    ]);
    // A checked-in donor is no no-show.
    expect((await markNoShow(id, await staffAt('2026-06-15T19:00:00Z'))).json()).toMatchObject({
      status: 409,
      code: 'appointmentNotChangeable',
    });
  });

  it('marks a no-show only once the arrival window has begun, and never checks that donor in afterwards', async () => {
    const appointment = await bookedAt(austin, '2026-06-15T17:00:00Z'); // noon in Chicago
    expect((await markNoShow(appointment.id, centerStaff.token)).json()).toMatchObject({ status: 409 });
    const token = await staffAt('2026-06-15T17:01:00Z');
    expect((await markNoShow(appointment.id, token)).json().appointment.status).toBe('no_show');
    expect((await markNoShow(appointment.id, token)).json().appointment.status).toBe('no_show');
    expect((await checkIn(appointment.id, token)).json()).toMatchObject({ status: 409, code: 'appointmentNotChangeable' });
  });

  it('changes only today’s booked appointments at the center', async () => {
    const tomorrow = await bookedAt(austin, '2026-06-16T15:00:00Z');
    const yesterday = await bookedAt(austin, '2026-06-14T15:00:00Z');
    const cancelled = await createAppointment(t.database.db, {
      donorId: (await createDonor(t.database.db)).id,
      locationId: austin,
      startsAt: new Date('2026-06-15T14:00:00Z'),
      status: 'cancelled',
    });
    for (const id of [tomorrow.id, yesterday.id, cancelled.id]) {
      expect((await checkIn(id, centerStaff.token)).json()).toMatchObject({ status: 409 });
      expect((await markNoShow(id, centerStaff.token)).json()).toMatchObject({ status: 409 });
    }
    // Just after midnight in Chicago (05:10 UTC) an appointment of 23:30 the evening before is no longer today's.
    const lateEvening = await bookedAt(austin, '2026-06-16T04:30:00Z'); // 23:30 on the 15th in Chicago
    expect((await checkIn(lateEvening.id, await staffAt('2026-06-16T05:10:00Z'))).json()).toMatchObject({ status: 409 });
    expect((await checkIn(lateEvening.id, await staffAt('2026-06-16T04:00:00Z'))).json().appointment.status).toBe('checked_in');
  });

  it('keeps center roles to their centers (404), refuses other roles (403) and donors (401), and lets admins in anywhere', async () => {
    const appointment = await bookedAt(austin, '2026-06-15T16:00:00Z');
    expect((await day(austin, '2026-06-15', houstonManager)).json()).toMatchObject({ status: 404, code: 'locationNotFound' });
    expect((await checkIn(appointment.id, houstonManager)).json()).toMatchObject({ status: 404, code: 'appointmentNotFound' });
    expect((await markNoShow(appointment.id, houstonManager)).json()).toMatchObject({ status: 404, code: 'appointmentNotFound' });
    expect((await checkIn(crypto.randomUUID(), centerStaff.token)).json()).toMatchObject({ status: 404 });

    for (const role of ['donor_care', 'content_editor'] as const) {
      const token = await signInStaff(t, (await createStaff(t.database.db, role, { centerIds: [austin] })).email);
      expect((await checkIn(appointment.id, token)).json()).toMatchObject({ status: 403, code: 'staffRoleRefused' });
      expect((await day(austin, '2026-06-15', token)).json()).toMatchObject({ status: 403, code: 'staffRoleRefused' });
    }
    const { token: donorToken } = await signedInDonor(t, { homeLocationId: austin });
    expect((await checkIn(appointment.id, donorToken)).statusCode).toBe(401);

    expect((await day(austin, '2026-06-15', admin)).statusCode).toBe(200);
    expect((await checkIn(appointment.id, admin)).json().appointment.status).toBe('checked_in');
    const bad = await checkIn('not-an-id', centerStaff.token);
    expect(bad.json().fields.map((f: { path: string }) => f.path)).toEqual(['params.appointmentID']);
  });
});
