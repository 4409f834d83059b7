import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVisit } from '../../../db/factories/visits';
import { appointments, bookingRules, slotBookings } from '../../../db/schema/index';
import { createBookableCenter, newRequestId, signedInDonor, signedInDonors } from '../../../test/booking';
import { createTestApp, type TestApp } from '../../../test/test-app';

// The test clock: Monday 2026-06-15, 10:00 AM in Chicago (CDT, UTC−5). The center has 3 chairs per window.
let t: TestApp;
let centerId: number;

beforeAll(async () => {
  t = await createTestApp();
  centerId = (await createBookableCenter(t)).id;
});
afterAll(() => t.close());

/** A returning donor (one donation a month ago: 75-minute appointments). */
async function returningDonor() {
  const signedIn = await signedInDonor(t, { homeLocationId: centerId });
  await createVisit(t.database.db, { donorId: signedIn.donor.id, locationId: centerId, checkinAt: new Date('2026-05-15T14:00:00Z') });
  return signedIn;
}

const book = (token: string, start: string, requestId = newRequestId(), locationID = centerId) =>
  t.call('appointment/book', { locationID, start, requestId }, { token });

async function remaining(start: string, token: string) {
  const res = await t.call('appointment/getAvailability', { locationID: centerId, from: start.slice(0, 10), days: 1 }, { token });
  return res.json<{ days: { slots: { start: string; remaining: number }[] }[] }>().days[0]?.slots.find((s) => s.start === start)?.remaining;
}

const countBooked = async (start: string) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(appointments)
      .where(and(eq(appointments.startsAt, new Date(start)), eq(appointments.status, 'booked')))
  )[0]?.n;

describe('appointment/book', () => {
  it('books a window: the appointment lasts the donor’s donation, in the center’s zone, and takes a chair', async () => {
    const { token } = await returningDonor();
    const res = await book(token, '2026-06-16T09:00:00-05:00');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().appointment).toMatchObject({
      locationID: centerId,
      timeZone: 'America/Chicago',
      start: '2026-06-16T09:00:00-05:00',
      end: '2026-06-16T10:15:00-05:00',
      status: 'booked',
      firstDonation: false,
      changeable: true,
    });
    expect(await remaining('2026-06-16T09:00:00-05:00', token)).toBe(2);
  });

  it('is idempotent by requestId: the same request again answers the same appointment', async () => {
    const { token } = await returningDonor();
    const requestId = newRequestId();
    const first = await book(token, '2026-06-17T09:00:00-05:00', requestId);
    const again = await book(token, '2026-06-17T09:00:00-05:00', requestId);
    const parallel = await Promise.all([1, 2, 3].map(() => book(token, '2026-06-17T09:00:00-05:00', requestId)));
    expect(first.statusCode).toBe(200);
    for (const res of [again, ...parallel]) expect(res.json().appointment.id).toBe(first.json().appointment.id);
    expect(await countBooked('2026-06-17T09:00:00-05:00')).toBe(1);
  });

  it('accepts the same instant written in UTC, and refuses a time the center does not offer', async () => {
    const { token } = await returningDonor();
    expect((await book(token, '2026-06-18T14:20:00Z')).json().appointment.start).toBe('2026-06-18T09:20:00-05:00');
    const other = await returningDonor();
    for (const start of [
      '2026-06-18T09:05:00-05:00',
      '2026-06-15T10:40:00-05:00',
      '2026-06-15T08:00:00-05:00',
      '2026-07-10T09:00:00-05:00',
    ]) {
      expect((await book(other.token, start)).json(), start).toMatchObject({ status: 409, code: 'slotUnavailable' });
    }
  });

  it('never overbooks: 50 donors booking one window with 3 chairs in parallel get exactly 3 appointments', async () => {
    const start = '2026-06-22T11:00:00-05:00';
    const donors = await signedInDonors(t, 50, { homeLocationId: centerId });
    const replies = await Promise.all(donors.map(({ token }) => book(token, start)));
    const codes = replies.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(3);
    expect(codes.filter((code) => code === 409)).toHaveLength(47);
    for (const res of replies.filter((r) => r.statusCode === 409)) expect(res.json().code).toBe('slotUnavailable');
    expect(await countBooked(start)).toBe(3);
    const [counter] = await t.database.db
      .select()
      .from(slotBookings)
      .where(eq(slotBookings.startsAt, new Date(start)));
    expect(counter?.booked).toBe(3);
    expect(await remaining(start, donors[0]!.token)).toBe(0);
  }, 180_000);

  it('keeps one future appointment by default, even when a donor books many windows in parallel', async () => {
    const { token } = await returningDonor();
    const starts = ['16', '17', '18', '19', '22', '23'].map((day) => `2026-06-${day}T15:00:00-05:00`);
    const replies = await Promise.all(starts.map((start) => book(token, start)));
    expect(replies.filter((res) => res.statusCode === 200)).toHaveLength(1);
    const refused = replies.find((res) => res.statusCode === 409)?.json();
    expect(refused).toMatchObject({ code: 'bookingRefused' });
    expect(refused.message).toMatch(
      /^You already have an appointment on \w+day, June \d+ at 3:00 PM\. Change or cancel it to book another one\.$/,
    );
  });

  it('with two future appointments allowed, parallel bookings still keep a full day between donations', async () => {
    await t.database.db.update(bookingRules).set({ maxFutureAppointments: 2 });
    try {
      const { token } = await returningDonor();
      const starts = ['23', '24', '25'].map((day) => `2026-06-${day}T16:00:00-05:00`);
      const replies = await Promise.all(starts.map((start) => book(token, start)));
      const booked = replies.filter((res) => res.statusCode === 200).map((res) => res.json().appointment.start.slice(0, 10) as string);
      expect(booked.length).toBeGreaterThanOrEqual(1);
      expect(booked.length).toBeLessThanOrEqual(2);
      if (booked.length === 2) expect(booked.sort()).toEqual(['2026-06-23', '2026-06-25']);
      for (const res of replies.filter((r) => r.statusCode !== 200)) expect(res.json().code).toBe('bookingRefused');
    } finally {
      await t.database.db.update(bookingRules).set({ maxFutureAppointments: 1 });
    }
  });

  it('refuses a day too close to a donation, with the reason', async () => {
    const { donor, token } = await returningDonor();
    await createVisit(t.database.db, { donorId: donor.id, locationId: centerId, checkinAt: new Date('2026-06-14T14:00:00Z') });
    const res = await book(token, '2026-06-15T15:00:00-05:00', newRequestId());
    expect(res.json()).toEqual({
      status: 409,
      code: 'bookingRefused',
      message: 'You donated on Sunday, June 14. You can donate again from Tuesday, June 16.',
    });
  });

  it('answers 400 naming the fields at fault', async () => {
    const { token } = await returningDonor();
    const res = await t.call('appointment/book', { locationID: -1, start: 'tomorrow', requestId: 'x' }, { token });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json<{ fields: { path: string }[] }>()
        .fields.map((f) => f.path)
        .sort(),
    ).toEqual(['params.locationID', 'params.requestId', 'params.start']);
  });
});

describe('appointment/reschedule, cancel and getAppointments', () => {
  it('moves an appointment: the old chair is free again, the new one taken; the same request again changes nothing', async () => {
    const { token } = await returningDonor();
    const booked = (await book(token, '2026-06-24T10:00:00-05:00')).json().appointment;
    const requestId = newRequestId();
    const move = () =>
      t.call('appointment/reschedule', { appointmentID: booked.id, start: '2026-06-24T12:00:00-05:00', requestId }, { token });
    const moved = await move();
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().appointment).toMatchObject({ id: booked.id, start: '2026-06-24T12:00:00-05:00', end: '2026-06-24T13:15:00-05:00' });
    expect((await move()).json().appointment.start).toBe('2026-06-24T12:00:00-05:00');
    expect(await remaining('2026-06-24T10:00:00-05:00', token)).toBe(3);
    // While moving it, the donor's windows are open (her one appointment does not block its own move); otherwise not.
    const windows = async (rescheduling?: string) =>
      (
        await t.call(
          'appointment/getAvailability',
          { locationID: centerId, from: '2026-06-25', days: 1, ...(rescheduling ? { rescheduling } : {}) },
          { token },
        )
      ).json().days[0].slots;
    expect((await windows())[0].reason.code).toBe('appointmentLimit');
    expect((await windows(booked.id))[0].reason).toBeNull();
    const eligibility = (rescheduling?: string) => t.call('appointment/getEligibility', rescheduling ? { rescheduling } : {}, { token });
    expect((await (await eligibility()).json()).eligible).toBe(false);
    expect((await (await eligibility(booked.id)).json()).eligible).toBe(true);
    expect(await remaining('2026-06-24T12:00:00-05:00', token)).toBe(2);
  });

  it('cancels: the chair is free at once, cancelling again answers the same, and the appointment moves to the past list', async () => {
    const { token } = await returningDonor();
    const booked = (await book(token, '2026-06-26T10:00:00-05:00')).json().appointment;
    expect(await remaining('2026-06-26T10:00:00-05:00', token)).toBe(2);
    const cancelled = await t.call('appointment/cancel', { appointmentID: booked.id }, { token });
    expect(cancelled.json().appointment).toMatchObject({ id: booked.id, status: 'cancelled', changeable: false });
    expect(await remaining('2026-06-26T10:00:00-05:00', token)).toBe(3);
    expect((await t.call('appointment/cancel', { appointmentID: booked.id }, { token })).json().appointment.status).toBe('cancelled');
    const list = (await t.call('appointment/getAppointments', {}, { token })).json();
    expect(list.upcoming).toEqual([]);
    expect(list.past).toEqual([expect.objectContaining({ id: booked.id, status: 'cancelled' })]);
    // A cancelled appointment no longer holds the donor's one future appointment.
    expect((await book(token, '2026-06-26T11:00:00-05:00')).statusCode).toBe(200);
    const after = (await t.call('appointment/getAppointments', {}, { token })).json();
    expect(after.upcoming).toEqual([expect.objectContaining({ start: '2026-06-26T11:00:00-05:00', status: 'booked' })]);
  });

  it('answers 404 for another donor’s appointment id, on every service that takes one', async () => {
    const owner = await returningDonor();
    const other = await returningDonor();
    const booked = (await book(owner.token, '2026-06-25T13:00:00-05:00')).json().appointment;
    const reschedule = await t.call(
      'appointment/reschedule',
      { appointmentID: booked.id, start: '2026-06-25T14:00:00-05:00', requestId: newRequestId() },
      { token: other.token },
    );
    expect(reschedule.json()).toMatchObject({ status: 404, code: 'appointmentNotFound' });
    expect((await t.call('appointment/cancel', { appointmentID: booked.id }, { token: other.token })).json()).toMatchObject({
      status: 404,
      code: 'appointmentNotFound',
    });
    expect((await t.call('appointment/getAppointments', {}, { token: other.token })).json().upcoming).toEqual([]);
    expect(await remaining('2026-06-25T13:00:00-05:00', owner.token)).toBe(2);
  });

  it('refuses to change a past or cancelled appointment, and answers 400 for an id that is not one', async () => {
    const { token } = await returningDonor();
    const booked = (await book(token, '2026-06-26T13:00:00-05:00')).json().appointment;
    await t.call('appointment/cancel', { appointmentID: booked.id }, { token });
    const res = await t.call(
      'appointment/reschedule',
      { appointmentID: booked.id, start: '2026-06-26T14:00:00-05:00', requestId: newRequestId() },
      { token },
    );
    expect(res.json()).toMatchObject({ status: 409, code: 'appointmentNotChangeable' });
    const bad = await t.call('appointment/cancel', { appointmentID: 'not-an-id' }, { token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].path).toBe('params.appointmentID');
  });
});
