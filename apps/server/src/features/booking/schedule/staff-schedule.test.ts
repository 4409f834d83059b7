import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../db/factories/staff';
import { createBookableCenter, newRequestId, signedInDonor } from '../../../test/booking';
import { signInStaff } from '../../../test/sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { standardSchedule } from '../../../domain/center-schedules';

let t: TestApp;
let austin: number;
let houston: number;
let manager: string;
let centerStaff: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  austin = (await createBookableCenter(t)).id;
  houston = (await createBookableCenter(t)).id;
  manager = await signInStaff(t, (await createStaff(t.database.db, 'center_manager', { centerIds: [austin] })).email);
  centerStaff = await signInStaff(t, (await createStaff(t.database.db, 'center_staff', { centerIds: [austin] })).email);
  admin = await signInStaff(t, (await createStaff(t.database.db, 'admin')).email);
});
afterAll(() => t.close());

describe('the console’s booking services', () => {
  it('lets a center manager change her center’s hours, closures and chairs, which donors see at once', async () => {
    const schedule = {
      ...standardSchedule(5),
      weeklyHours: standardSchedule().weeklyHours.map((hours, weekday) => (weekday === 2 ? { open: '09:00', close: '12:00' } : hours)),
      closures: [{ day: '2026-06-17', reason: { en: 'Staff training', es: 'Capacitación del personal' } }],
    };
    const saved = await t.call('appointment/saveCenterSchedule', { locationID: austin, schedule }, { token: manager });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.call('appointment/getCenterSchedule', { locationID: austin }, { token: centerStaff })).json().schedule).toEqual(
      schedule,
    );

    const { token } = await signedInDonor(t, { homeLocationId: austin });
    const days = (await t.call('appointment/getAvailability', { locationID: austin, from: '2026-06-16', days: 2 }, { token })).json().days;
    // Tuesday 9 AM–noon: a first donation (120 minutes) can arrive from 9:00 to 10:00.
    expect(days[0].slots.map((s: { start: string }) => s.start.slice(11, 16))).toEqual(['09:00', '09:20', '09:40', '10:00']);
    expect(days[0].slots[0].remaining).toBe(5);
    expect(days[1]).toEqual({ date: '2026-06-17', closure: 'Staff training', slots: [] });
  });

  it('keeps center roles to their centers (404 elsewhere) and lets only managers and admins write', async () => {
    expect((await t.call('appointment/getCenterSchedule', { locationID: houston }, { token: manager })).json()).toMatchObject({
      status: 404,
    });
    const save = await t.call('appointment/saveCenterSchedule', { locationID: houston, schedule: standardSchedule() }, { token: manager });
    expect(save.json()).toMatchObject({ status: 404 });
    const refused = await t.call(
      'appointment/saveCenterSchedule',
      { locationID: austin, schedule: standardSchedule() },
      { token: centerStaff },
    );
    expect(refused.json()).toMatchObject({ status: 403, code: 'staffRoleRefused' });
    expect((await t.call('appointment/getCenterSchedule', { locationID: houston }, { token: admin })).statusCode).toBe(200);
  });

  it('answers 400 naming the fields of a schedule that makes no sense', async () => {
    const schedule = {
      ...standardSchedule(),
      chairs: 0,
      weeklyHours: [{ open: '19:00', close: '07:00' }, null, null, null, null, null, null],
      closures: [
        { day: '2026-07-03', reason: { en: 'Holiday', es: 'Feriado' } },
        { day: '2026-07-03', reason: { en: ' ', es: '' } },
      ],
    };
    const res = await t.call('appointment/saveCenterSchedule', { locationID: austin, schedule }, { token: admin, lang: 'es' });
    expect(res.statusCode).toBe(400);
    const fields = res.json<{ fields: { path: string; code: string; message: string }[] }>().fields;
    expect(fields.map((f) => [f.path, f.code])).toEqual(
      expect.arrayContaining([
        ['params.schedule.chairs', 'numberOutOfRange'],
        ['params.schedule.weeklyHours.0.close', 'openBeforeClose'],
        // One closure a day (the table's key: a second one was a 500), and a reason donors can read.
        ['params.schedule.closures.1.day', 'closureDuplicate'],
        ['params.schedule.closures.1.reason.en', 'closureReasonRequired'],
      ]),
    );
    expect(fields.find((f) => f.code === 'closureDuplicate')?.message).toBe('Este día ya está cerrado.');
  });

  it('shows the day’s appointments by time in the day view', async () => {
    await t.call('appointment/saveCenterSchedule', { locationID: austin, schedule: standardSchedule(3) }, { token: admin });
    const { donor, token } = await signedInDonor(t, { homeLocationId: austin, firstName: 'Ana', lastName: 'Ruiz' });
    const booked = await t.call(
      'appointment/book',
      { locationID: austin, start: '2026-06-18T10:00:00-05:00', requestId: newRequestId() },
      { token },
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const day = (await t.call('appointment/getCenterDay', { locationID: austin, day: '2026-06-18' }, { token: centerStaff })).json();
    expect(day).toEqual({
      status: 200,
      timeZone: 'America/Chicago',
      day: '2026-06-18',
      today: '2026-06-15',
      appointments: [
        {
          id: booked.json().appointment.id,
          start: '2026-06-18T10:00:00-05:00',
          end: '2026-06-18T12:00:00-05:00',
          status: 'booked',
          firstDonation: true,
          donorNumber: donor.donorNumber,
          donorName: 'Ana Ruiz',
        },
      ],
    });
    expect((await t.call('appointment/getCenterDay', { locationID: houston, day: '2026-06-18' }, { token: centerStaff })).statusCode).toBe(
      404,
    );
  });

  it('lets admins edit the booking rules, which the next eligibility answer follows', async () => {
    const rules = (await t.call('appointment/getBookingRules', {}, { token: admin })).json().rules;
    expect(rules).toEqual({
      maxDonationsPer7Days: 2,
      minDaysBetweenDonations: 2,
      maxFutureAppointments: 1,
      firstDonationMinutes: 120,
      returnDonationMinutes: 75,
      offPeakBonusPoints: 50,
      onTimeBonusPoints: 25,
      noShowAfterMinutes: 60,
    });
    const saved = await t.call('appointment/saveBookingRules', { rules: { ...rules, firstDonationMinutes: 90 } }, { token: admin });
    expect(saved.statusCode, saved.body).toBe(200);
    const { token } = await signedInDonor(t, { homeLocationId: austin });
    expect((await t.call('appointment/getEligibility', {}, { token })).json().appointmentMinutes).toBe(90);
    const tooMany = await t.call('appointment/saveBookingRules', { rules: { ...rules, maxFutureAppointments: 3 } }, { token: admin });
    expect(tooMany.json().fields.map((f: { path: string }) => f.path)).toEqual(['params.rules.maxFutureAppointments']);
    expect((await t.call('appointment/getBookingRules', {}, { token: manager })).statusCode).toBe(403);
  });
});
