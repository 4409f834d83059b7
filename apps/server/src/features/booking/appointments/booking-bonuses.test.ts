import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAppointment } from '../../../db/factories/appointments';
import { appointments, pointsLedger } from '../../../db/schema/index';
import { appendLedgerEntry, currentBalance } from '../../../domain/points-ledger';
import { createStaff } from '../../../db/factories/staff';
import { checkInvariants } from '../../../ops/invariants';
import { createBookableCenter, newRequestId, signedInDonor } from '../../../test/booking';
import { signIn, signInStaff } from '../../../test/sign-in';
import { createTestApp, TEST_NOW, type TestApp } from '../../../test/test-app';

// TEST_NOW: Monday 2026-06-15, 10:00 AM in Chicago (UTC−5). Off-peak 13:00–15:00, 20-minute arrival windows.
// Booking rules by default: off-peak bonus 50, on-time bonus 25; a donation earns 100.
let t: TestApp;
let center: number;
let staffEmail: string;

beforeAll(async () => {
  t = await createTestApp({ env: { POINTS_PER_DONATION: '100' } });
  center = (await createBookableCenter(t)).id;
  staffEmail = (await createStaff(t.database.db, 'center_staff', { centerIds: [center] })).email;
});
afterEach(() => t.clock.set(TEST_NOW));
afterAll(() => t.close());

let visitSequence = 0;

/** A donor of this center, signed in (every visit of this file goes through the ingestion, so the invariants hold). */
const returningDonor = () => signedInDonor(t, { homeLocationId: center });

/** Staff act at `at`: the clock moves there and the member signs in again (sessions are shorter than the moves). */
async function staffAt(at: string): Promise<string> {
  t.clock.set(at);
  return signInStaff(t, staffEmail);
}

/** The console's visit recording of a completed donation checked in at `checkinTS`. */
function recordVisit(token: string, donorNumber: string, checkinTS: string, visitNumber = `BB-${(visitSequence += 1)}`) {
  return t.call(
    'staffVisits/recordVisit',
    {
      donorNumber,
      locationID: center,
      visitNumber,
      checkinTS,
      checkoutTS: new Date(new Date(checkinTS).getTime() + 90 * 60_000).toISOString(),
      donated: true,
      payments: [],
      screeningTests: [],
    },
    { token },
  );
}

async function bonusEntries(donorId: string) {
  const rows = await t.database.db
    .select({ kind: pointsLedger.kind, points: pointsLedger.points, details: pointsLedger.details })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.donorId, donorId), sql`${pointsLedger.details}->>'appointmentId' is not null`))
    .orderBy(pointsLedger.id);
  return rows.map((row) => ({ kind: row.kind, points: row.points, reason: row.details.reason }));
}

async function statusOf(appointmentId: string) {
  const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, appointmentId));
  return row;
}

describe('off-peak and on-time bonuses', () => {
  it('books the off-peak bonus promised at booking and the on-time bonus when the donation is completed, each once', async () => {
    const { donor, token } = await returningDonor();
    const booked = await t.call(
      'appointment/book',
      { locationID: center, start: '2026-06-15T13:00:00-05:00', requestId: newRequestId() },
      { token },
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const appointmentID = booked.json<{ appointment: { id: string } }>().appointment.id;
    expect(await statusOf(appointmentID)).toMatchObject({ offPeakBonusPoints: 50, visitId: null });
    // Nothing before the donation is completed, check-in included.
    const staff = await staffAt('2026-06-15T18:05:00Z');
    expect((await t.call('appointment/checkIn', { appointmentID }, { token: staff })).statusCode).toBe(200);
    expect(await bonusEntries(donor.id)).toEqual([]);

    const recorded = await recordVisit(staff, donor.donorNumber, '2026-06-15T18:05:00Z', 'BB-first');
    expect(recorded.json()).toMatchObject({ created: true, pointsAwarded: 175 });
    expect(await bonusEntries(donor.id)).toEqual([
      { kind: 'bonus', points: 50, reason: 'offPeakBonus' },
      { kind: 'bonus', points: 25, reason: 'onTimeBonus' },
    ]);
    expect(await statusOf(appointmentID)).toMatchObject({ status: 'completed', visitId: recorded.json<{ visitID: string }>().visitID });
    // The same visit again, and another visit of the same day: no second bonus.
    expect((await recordVisit(staff, donor.donorNumber, '2026-06-15T18:05:00Z', 'BB-first')).json()).toMatchObject({ created: false });
    expect((await recordVisit(staff, donor.donorNumber, '2026-06-15T19:30:00Z')).json()).toMatchObject({ pointsAwarded: 100 });
    expect(await bonusEntries(donor.id)).toHaveLength(2);

    // The donor's history names both, and the appointment reads as completed.
    t.clock.set('2026-06-15T20:00:00Z');
    const donorToken = (await signIn(t, donor.email ?? '')).token;
    const points = await t.call('reward/getPoints', {}, { token: donorToken });
    const reasons = points.json<{ pointHistories: { kind: string; details: { reason: string; appointmentId?: string } }[] }>()
      .pointHistories;
    expect(reasons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'bonus',
          details: expect.objectContaining({ reason: 'offPeakBonus', appointmentId: appointmentID }),
        }),
        expect.objectContaining({
          kind: 'bonus',
          details: expect.objectContaining({ reason: 'onTimeBonus', appointmentId: appointmentID }),
        }),
      ]),
    );
    const list = await t.call('appointment/getAppointments', {}, { token: donorToken });
    expect(list.body).toContain('"status":"completed"');
    expect(await checkInvariants(t.database.db)).toEqual([]);
  });

  it('uses the amounts an admin set in the booking rules: the off-peak one promised at booking, shown with the windows', async () => {
    const admin = await signInStaff(t, (await createStaff(t.database.db, 'admin')).email);
    const rules = (await t.call('appointment/getBookingRules', {}, { token: admin })).json().rules;
    const edited = { ...rules, offPeakBonusPoints: 80, onTimeBonusPoints: 10 };
    expect((await t.call('appointment/saveBookingRules', { rules: edited }, { token: admin })).statusCode).toBe(200);
    try {
      const { donor, token } = await returningDonor();
      const availability = await t.call('appointment/getAvailability', { locationID: center, from: '2026-06-15', days: 1 }, { token });
      expect(availability.json()).toMatchObject({ offPeakBonusPoints: 80 });
      const booked = await t.call(
        'appointment/book',
        { locationID: center, start: '2026-06-15T14:00:00-05:00', requestId: newRequestId() },
        { token },
      );
      const appointmentID = booked.json<{ appointment: { id: string } }>().appointment.id;
      expect(await statusOf(appointmentID)).toMatchObject({ offPeakBonusPoints: 80 });
      const staff = await staffAt('2026-06-15T19:00:00Z');
      await recordVisit(staff, donor.donorNumber, '2026-06-15T19:05:00Z');
      expect(await bonusEntries(donor.id)).toEqual([
        { kind: 'bonus', points: 80, reason: 'offPeakBonus' },
        { kind: 'bonus', points: 10, reason: 'onTimeBonus' },
      ]);
    } finally {
      t.clock.set(TEST_NOW);
      const again = await signInStaff(t, (await createStaff(t.database.db, 'admin')).email);
      await t.call('appointment/saveBookingRules', { rules }, { token: again });
    }
  });

  it('pays the on-time bonus only for a check-in within the arrival window, and no off-peak bonus for a peak window', async () => {
    const cases = [
      { checkedIn: '2026-06-15T15:39:00Z', onTime: false }, // a minute before the 10:40 window
      { checkedIn: '2026-06-15T15:40:00Z', onTime: true },
      { checkedIn: '2026-06-15T15:59:59Z', onTime: true },
      { checkedIn: '2026-06-15T16:00:00Z', onTime: false }, // the next window
    ];
    for (const { checkedIn, onTime } of cases) {
      const { donor } = await returningDonor();
      const appointment = await createAppointment(t.database.db, {
        donorId: donor.id,
        locationId: center,
        startsAt: new Date('2026-06-15T15:40:00Z'),
      });
      const staff = await staffAt(checkedIn);
      expect((await t.call('appointment/checkIn', { appointmentID: appointment.id }, { token: staff })).statusCode).toBe(200);
      await recordVisit(staff, donor.donorNumber, checkedIn);
      expect(await bonusEntries(donor.id), checkedIn).toEqual(onTime ? [{ kind: 'bonus', points: 25, reason: 'onTimeBonus' }] : []);
    }
  });

  it('counts the visit’s own check-in time when a center’s system sends the visit without a portal check-in', async () => {
    const { donor } = await returningDonor();
    await createAppointment(t.database.db, { donorId: donor.id, locationId: center, startsAt: new Date('2026-06-15T15:40:00Z') });
    const staff = await staffAt('2026-06-15T17:30:00Z');
    await recordVisit(staff, donor.donorNumber, '2026-06-15T15:45:00Z');
    expect(await bonusEntries(donor.id)).toEqual([{ kind: 'bonus', points: 25, reason: 'onTimeBonus' }]);
  });

  it('never pays a bonus twice when the same appointment is completed by parallel recordings', async () => {
    const { donor } = await returningDonor();
    const appointment = await createAppointment(t.database.db, {
      donorId: donor.id,
      locationId: center,
      startsAt: new Date('2026-06-15T18:20:00Z'),
    });
    await t.database.db.update(appointments).set({ offPeakBonusPoints: 50 }).where(eq(appointments.id, appointment.id));
    const staff = await staffAt('2026-06-15T18:25:00Z');
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => recordVisit(staff, donor.donorNumber, '2026-06-15T18:25:00Z', `BB-par-${i % 4}`)),
    );
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    expect(await bonusEntries(donor.id)).toEqual([
      { kind: 'bonus', points: 50, reason: 'offPeakBonus' },
      { kind: 'bonus', points: 25, reason: 'onTimeBonus' },
    ]);
    expect(await checkInvariants(t.database.db)).toEqual([]);
  });

  it('takes both bonuses back when a correction finds the donation not completed, and pays them again when it was', async () => {
    const { donor } = await returningDonor();
    const appointment = await createAppointment(t.database.db, {
      donorId: donor.id,
      locationId: center,
      startsAt: new Date('2026-06-15T18:20:00Z'),
    });
    await t.database.db.update(appointments).set({ offPeakBonusPoints: 50 }).where(eq(appointments.id, appointment.id));
    const staff = await staffAt('2026-06-15T18:25:00Z');
    const visitID = (await recordVisit(staff, donor.donorNumber, '2026-06-15T18:25:00Z')).json<{ visitID: string }>().visitID;
    const correct = (donated: boolean) =>
      t.call(
        'staffVisits/correctVisit',
        {
          visitID,
          checkinTS: '2026-06-15T18:25:00.000Z',
          checkoutTS: '2026-06-15T19:55:00.000Z',
          donated,
          payments: [],
          screeningTests: [],
          note: 'Checked against the paper record',
        },
        { token: staff },
      );
    const undone = await correct(false);
    expect(undone.json()).toMatchObject({ changed: true, pointsChange: -175, shortfall: 0 });
    expect(await statusOf(appointment.id)).toMatchObject({ status: 'checked_in' });
    expect((await bonusEntries(donor.id)).slice(2)).toEqual([
      { kind: 'corrected', points: -50, reason: 'offPeakBonus' },
      { kind: 'corrected', points: -25, reason: 'onTimeBonus' },
    ]);
    expect(await checkInvariants(t.database.db)).toEqual([]);
    expect((await correct(true)).json()).toMatchObject({ pointsChange: 175 });
    expect(await statusOf(appointment.id)).toMatchObject({ status: 'completed' });
    expect(await currentBalance(t.database.db, donor.id)).toBe(175);
    expect(await checkInvariants(t.database.db)).toEqual([]);
  });

  it('is named by the invariant check when a bonus is paid twice or held without a completed donation', async () => {
    const { donor } = await returningDonor();
    const appointment = await createAppointment(t.database.db, {
      donorId: donor.id,
      locationId: center,
      startsAt: new Date('2026-06-15T18:20:00Z'),
    });
    const staff = await staffAt('2026-06-15T18:25:00Z');
    const visitId = (await recordVisit(staff, donor.donorNumber, '2026-06-15T18:25:00Z')).json<{ visitID: string }>().visitID;
    await appendLedgerEntry(t.database.db, {
      donorId: donor.id,
      kind: 'bonus',
      points: 25,
      details: { reason: 'onTimeBonus', appointmentId: appointment.id, visitId },
      at: t.clock.now(),
    });
    const found = await checkInvariants(t.database.db);
    expect(found).toEqual([expect.objectContaining({ rule: 'bookingBonus', message: expect.stringContaining('paid 2 times') })]);
  });
});
