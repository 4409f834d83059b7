import { DAY_MS, HOUR_MS, MINUTE_MS } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { recordAttendance, type AttendanceContext } from '../../features/booking/check-in/attendance';
import { appendAudit } from '../../features/staff/audit-trail';
import { assignedCenterIds } from '../../features/staff/members/staff-members';
import type { StaffSessionInfo } from '../../service-context';
import { fixedClock } from '../../lib/clock';
import { createDonor } from '../factories/donors';
import type { Db } from '../client';
import { staffMembers } from '../schema/index';
import type { DemoHistory } from './demo-history';
import type { ProgramBooking } from './demo-program-booking';
import { loadBookableCenter } from '../../domain/center-schedules';
import { seedCenterToday } from './demo-center-today';
import { demoWaitlist } from './demo-waitlist';
import { seedWaitlistDays } from './demo-waitlist-days';

/** The demo center manager's center (Austin North), whose dashboards she reads. */
const MANAGER_EMAIL = 'manager.austin@example.com';
const CENTER = 101;
const DONORS = 10;
const VISITS = 4;
/** The youngest of these weekly visits is this many days old; today at the center is `demo-center-today.ts`. */
const YOUNGEST_DAYS = 2;
/** What the audit trail names as the caller's address for the demo's own staff calls. */
const DEMO_ADDRESS = 'demo-seed';

/**
 * The manager's check-in as the console's button makes it (`appointment/checkIn`): `recordAttendance` with her
 * centers and the clock at the donor's arrival, and the audit row the gateway appends, in one transaction.
 */
async function checkInAs(db: Db, staff: StaffSessionInfo, appointmentId: string, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    let details: Parameters<AttendanceContext['audit']>[0] = {};
    await recordAttendance({ db: tx, clock: fixedClock(at), staff, audit: (d) => void (details = d) }, appointmentId, 'checked_in');
    await appendAudit(tx, { ...details, at, staff, clientAddress: DEMO_ADDRESS, action: 'appointment/checkIn' });
  });
}

async function managerSession(db: Db, now: Date): Promise<StaffSessionInfo> {
  const [manager] = await db
    .select({ id: staffMembers.id, role: staffMembers.role })
    .from(staffMembers)
    .where(eq(staffMembers.email, MANAGER_EMAIL));
  if (!manager) throw new Error('the demo center manager must exist before her center’s visits');
  return {
    sessionId: '00000000-0000-4000-8000-000000000101',
    staffId: manager.id,
    role: manager.role,
    centerIds: await assignedCenterIds(db, manager.id),
    secondFactorEnrolled: false,
    viaProvider: false,
    createdAt: now,
    expiresAt: now,
  };
}

/**
 * The last four weeks at the manager's own center (issue 35), so her dashboards are not empty on a fresh demo: ten
 * donors come weekly, booked ahead through `bookAppointment` (one visit in five a walk-in), checked in by the
 * manager at their arrival as the console does (audited as her call), and their visits recorded, which completes the
 * appointments; some donors miss their last booking (the no-show job marks it) or cancel it. All of it at least two
 * days old.
 */
export async function seedCenterVisits(db: Db, history: DemoHistory, booking: ProgramBooking, now: Date): Promise<void> {
  const manager = await managerSession(db, now);
  for (let i = 0; i < DONORS; i += 1) {
    const donorNumber = `A${String(1_000_000 + i)}`;
    const donor = await createDonor(db, {
      donorNumber,
      firstName: 'Center',
      lastName: `Donor ${i + 1}`,
      email: null,
      homeLocationId: CENTER,
      createdAt: new Date(now.getTime() - 60 * DAY_MS),
      password: null,
    });
    for (let v = 0; v < VISITS; v += 1) {
      const age = YOUNGEST_DAYS + (i % 4) + 7 * (VISITS - 1 - v);
      const target = new Date(now.getTime() - age * DAY_MS);
      target.setUTCHours(13 + ((i + 3 * v) % 9), (i * 17) % 60, 0, 0);
      const last = v === VISITS - 1;
      const walkIn = (i + v) % 5 === 4;
      const booked = walkIn
        ? null
        : await booking.book({
            donorId: donor.id,
            locationId: CENTER,
            target,
            bookedAt: new Date(target.getTime() - (1 + ((i + v) % 4)) * DAY_MS),
            firstDonation: v === 0,
          });
      if (booked && last && i % 3 === 1) {
        await booking.markNoShows(new Date(booked.start.getTime() + 3 * HOUR_MS));
        continue;
      }
      if (booked && last && i % 3 === 2) {
        await booking.cancel(donor.id, booked, new Date(booked.bookedAt.getTime() + HOUR_MS));
        continue;
      }
      const checkinAt = booked ? new Date(booked.start.getTime() + (i % 3) * 5 * MINUTE_MS) : target;
      if (booked) await checkInAs(db, manager, booked.id, checkinAt);
      await history.visit({
        donorNumber,
        locationId: CENTER,
        visitNumber: `N${i + 1}-${v + 1}`,
        checkinAt,
        durationMinutes: 55 + ((i + v) % 5) * 10,
        donated: true,
        paymentCents: v === 0 ? 10_000 : 5_000,
        vitals: { weight: 140 + i * 3, bpsys: 110 + i, bpdia: 70 + (i % 8), pulserate: 62 + i, temperature: 98.4 },
      });
    }
  }
}

/**
 * The manager's center's full afternoons of the past year with their waitlist offers, then its day today (issue 35),
 * so her Today and Booking dashboards show the waitlist and the day live.
 */
export async function seedCenterWaitlist(
  db: Db,
  history: DemoHistory,
  booking: ProgramBooking,
  brandName: string,
  now: Date,
): Promise<void> {
  const center = await loadBookableCenter(db, CENTER);
  if (!center) throw new Error('the demo center manager’s center must have a schedule');
  const waitlist = demoWaitlist(db, booking, brandName);
  await seedWaitlistDays(db, waitlist, booking, history, center, now);
  const manager = await managerSession(db, now);
  const checkIn = (staff: StaffSessionInfo, appointmentId: string, at: Date) => checkInAs(db, staff, appointmentId, at);
  await seedCenterToday(db, { history, booking, waitlist, checkIn, manager }, center, now);
}
