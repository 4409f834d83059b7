import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../db/factories/staff';
import { appointments } from '../../../db/schema/index';
import { createBookableCenter, newRequestId, signedInDonor } from '../../../test/booking';
import { signInStaff } from '../../../test/sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let secret: string;
let centerId: number;

const record = {
  name: 'Demo Plasma Closing',
  addressLine1: '100 Main Street',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  phone: '5125550100',
  timeZone: 'America/Chicago',
};

/** The center as the company's system sends it, open or closed to booking. */
function putCenter(bookingOpen: boolean) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/ops/centers/${centerId}`,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    payload: JSON.stringify({ ...record, bookingOpen }),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  centerId = (await createBookableCenter(t)).id;
  const admin = await signInStaff(t, (await createStaff(t.database.db, 'admin')).email);
  secret = (await t.call('integrations/createApiClient', { name: 'DMS', operations: ['centers'] } as never, { token: admin })).json<{
    secret: string;
  }>().secret;
});
afterAll(() => t.close());

describe('a center closed to booking', () => {
  it('offers no times and refuses bookings, moves and the waitlist in the donor’s language; booked appointments stay', async () => {
    const { token } = await signedInDonor(t);
    const booked = await t.call(
      'appointment/book',
      { locationID: centerId, start: '2026-06-17T08:00:00-05:00', requestId: newRequestId() },
      { token },
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const appointmentId = booked.json<{ appointment: { id: string } }>().appointment.id;

    expect((await putCenter(false)).statusCode).toBe(200);

    const times = await t.call('appointment/getAvailability', { locationID: centerId, from: '2026-06-16', days: 7 } as never, { token });
    expect(times.statusCode).toBe(409);
    expect(times.json()).toMatchObject({ code: 'centerClosedToBooking' });
    expect(times.json<{ message: string }>().message).toContain('Demo Plasma Closing');

    const { token: other } = await signedInDonor(t);
    const refused = await t.call(
      'appointment/book',
      { locationID: centerId, start: '2026-06-17T09:00:00-05:00', requestId: newRequestId() },
      { token: other, lang: 'es' },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('no está aceptando citas nuevas');
    const moved = await t.call(
      'appointment/reschedule',
      { appointmentID: appointmentId, start: '2026-06-18T09:00:00-05:00', requestId: newRequestId() },
      { token },
    );
    expect(moved.json()).toMatchObject({ status: 409, code: 'centerClosedToBooking' });
    const waitlist = await t.call('appointment/joinWaitlist', { locationID: centerId, date: '2026-06-17' } as never, { token: other });
    expect(waitlist.json()).toMatchObject({ status: 409, code: 'centerClosedToBooking' });

    // The appointment booked before stays as it was.
    const [kept] = await t.database.db.select().from(appointments).where(eq(appointments.id, appointmentId));
    expect(kept?.status).toBe('booked');
    expect(kept?.startsAt.toISOString()).toBe('2026-06-17T13:00:00.000Z');

    // Open again: times are offered and bookings taken.
    expect((await putCenter(true)).statusCode).toBe(200);
    expect(
      (await t.call('appointment/getAvailability', { locationID: centerId, from: '2026-06-16', days: 7 } as never, { token })).statusCode,
    ).toBe(200);
    const again = await t.call(
      'appointment/book',
      { locationID: centerId, start: '2026-06-17T09:00:00-05:00', requestId: newRequestId() },
      { token: other },
    );
    expect(again.statusCode, again.body).toBe(200);
  });
});
