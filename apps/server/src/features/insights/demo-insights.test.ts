import type { ServiceKey, ServiceParams, ServiceReply } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffMembers, waitlistEntries, waitlistOffers } from '../../db/schema/index';
import { seedDemoIfEmpty } from '../../db/seed/demo';
import { signInStaff } from '../../test/sign-in';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app';

// Issue 35: a newcomer signing in as the demo admin on a fresh demo sees a living program on every dashboard.
let t: TestApp;
let admin = '';
let manager = '';

type Dashboard = Extract<ServiceKey, `insights/get${string}`>;
const read = async <K extends Dashboard>(key: K, params: ServiceParams<K>, token = admin) => {
  const res = await t.call(key, params, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ServiceReply<K>>();
};
const year = { preset: 'year', from: null, to: null, locationID: null } as const;
// The demo's year reaches back 366 days from now: a range of the last 365 days holds all of it.
const lastYear = { preset: 'custom', from: '2025-06-16', to: '2026-06-15', locationID: null } as const;

beforeAll(async () => {
  t = await createTestApp();
  expect(
    await seedDemoIfEmpty(t.database.db, { now: new Date(TEST_NOW), rules: { pointsPerDonation: 100, referralBonusPoints: 500 } }),
  ).toBe(true);
  admin = await signInStaff(t, 'admin@example.com');
  manager = await signInStaff(t, 'manager.austin@example.com');
}, 120_000);
afterAll(() => t.close());

describe('the dashboards of a fresh demo', () => {
  it('shows today: bookings at the program centers', async () => {
    const today = await read('insights/getToday', { locationID: null });
    const booked = today.centers.reduce((n, c) => n + c.booked, 0);
    expect(booked).toBeGreaterThan(0);
  });

  it('shows donations, first-time and returning, paid, with deferrals', async () => {
    const { total } = await read('insights/getDonations', lastYear);
    expect(total.donations).toBeGreaterThan(0);
    expect(total.firstDonations).toBeGreaterThan(0);
    expect(total.donations).toBeGreaterThan(total.firstDonations);
    expect(total.paidCents).toBeGreaterThan(0);
    expect(total.deferrals).toBeGreaterThan(0);
  });

  it('shows time in the center, with and without an appointment', async () => {
    const times = await read('insights/getVisitTimes', lastYear);
    expect(times.total.visits).toBeGreaterThan(0);
    expect(times.withAppointment.visits).toBeGreaterThan(0);
    expect(times.withoutAppointment.visits).toBeGreaterThan(0);
  });

  it('shows the funnel: new donors who come back and who do not', async () => {
    const { total } = await read('insights/getFunnel', lastYear);
    expect(total.newDonors).toBeGreaterThan(total.returned);
    expect(total.returned).toBeGreaterThan(0);
  });

  it('shows retention: active and lapsed donors', async () => {
    const { total } = await read('insights/getRetention', year);
    expect(total.active30).toBeGreaterThan(0);
    expect(total.lapsed).toBeGreaterThan(0);
  });

  it('shows booking: kept appointments, no-shows, lead time and off-peak use', async () => {
    const { total } = await read('insights/getBooking', lastYear);
    expect(total.due).toBeGreaterThan(total.noShows);
    expect(total.noShows).toBeGreaterThan(0);
    expect(total.offPeak).toBeGreaterThan(0);
    expect(total.medianLeadDays).toBeGreaterThan(0);
  });

  it('shows the center manager her own center’s last weeks: kept appointments checked in by her, no-shows, cancellations', async () => {
    const last30 = { preset: '30d', from: null, to: null, locationID: null } as const;
    const booking = await read('insights/getBooking', last30, manager);
    expect(booking.centers.map((c) => c.name)).toEqual(['Demo Plasma Austin North']);
    expect(booking.total.due).toBeGreaterThan(booking.total.noShows);
    expect(booking.total.noShows).toBeGreaterThan(0);
    expect(booking.total.offPeak).toBeGreaterThan(0);
    expect(booking.total.medianLeadDays).toBeGreaterThan(0);
    const times = await read('insights/getVisitTimes', last30, manager);
    expect(times.withAppointment.visits).toBeGreaterThan(0);
    expect(times.withoutAppointment.visits).toBeGreaterThan(0);
    const donations = await read('insights/getDonations', last30, manager);
    expect(donations.total.firstDonations).toBeGreaterThan(0);
    // Each check-in is the manager's call in the audit trail, as the console's button makes it.
    const [staff] = await t.database.db.select().from(staffMembers).where(eq(staffMembers.email, 'manager.austin@example.com'));
    const checkIns = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'appointment/checkIn'), eq(auditLog.staffId, staff?.id ?? '')));
    expect(checkIns.length).toBe(booking.total.due - booking.total.noShows);
    expect(checkIns.every((row) => row.role === 'center_manager' && row.objectType === 'appointment')).toBe(true);
  });

  // TEST_NOW is 10:00 on a Monday at Austin North (Chicago): 07:00 done, 08:00 missed, 09:00 still in a chair, 10:00
  // due; from 11:30 the day is full, three wait, the chair freed just now offered to the first.
  it('shows the center manager her center today: booked, checked in, waiting, a no-show, a donation and the waitlist', async () => {
    const { centers } = await read('insights/getToday', { locationID: null }, manager);
    expect(centers.map((c) => c.name)).toEqual(['Demo Plasma Austin North']);
    const [austin] = centers;
    expect(austin).toMatchObject({ checkedIn: 2, waiting: 1, noShows: 1, visits: 1, donations: 1, waitlist: 3 });
    // From the first window open to booking at the day's start of the waitlist (11:40) to the last (17:00), four chairs each.
    const fullHours = austin?.hours.filter((h) => h.hour >= 12 && h.hour < 17) ?? [];
    expect(fullHours.map((h) => h.booked)).toEqual([12, 12, 12, 12, 12]);
    expect(fullHours.every((h) => h.capacity === 12)).toBe(true);
    const entries = await t.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.day, '2026-06-15'));
    expect(entries.map((e) => e.status).sort()).toEqual(['offered', 'waiting', 'waiting']);
  });

  it('shows waitlist offers over the year, taken and not, for the admin and the manager alike', async () => {
    const offers = await t.database.db.select().from(waitlistOffers);
    // Four full afternoons of three offers each (one taken, one declined, the third taken or expired), and today's.
    expect(offers.map((o) => o.status).sort()).toEqual([
      ...Array<string>(6).fill('accepted'),
      ...Array<string>(4).fill('declined'),
      ...Array<string>(2).fill('expired'),
      'open',
    ]);
    const admin = await read('insights/getBooking', lastYear);
    expect(admin.total.offers).toEqual({ offered: 13, accepted: 6, takenPercent: expect.any(Number) });
    const own = await read('insights/getBooking', lastYear, manager);
    expect(own.total.offers.offered).toBe(13);
    expect(own.total.offers.accepted).toBe(6);
    expect(own.total.offers.takenPercent).toBeGreaterThan(0);
  });

  it('shows points: earned, redeemed and outstanding', async () => {
    const { total } = await read('insights/getPoints', lastYear);
    expect(total.earned).toBeGreaterThan(0);
    expect(total.redeemed).toBeGreaterThan(0);
    expect(total.balance).toBeGreaterThan(0);
  });

  it('shows donor care: cases opened, answered and resolved', async () => {
    const { total } = await read('insights/getCare', lastYear);
    expect(total.opened).toBeGreaterThan(total.resolved);
    expect(total.resolved).toBeGreaterThan(0);
    expect(total.medianHoursToFirstReply).toBeGreaterThan(0);
    expect(total.medianHoursToResolve).toBeGreaterThan(0);
  });

  it('shows a sent campaign: recipients, opened, and donors who booked and donated in the 7 days after', async () => {
    const { total } = await read('insights/getCampaigns', lastYear);
    expect(total.recipients).toBeGreaterThan(0);
    expect(total.notified).toBe(total.recipients);
    expect(total.opened).toBeGreaterThan(0);
    expect(total.opened).toBeLessThan(total.notified);
    expect(total.booked).toBeGreaterThan(0);
    expect(total.donated).toBeGreaterThan(0);
  });
});
