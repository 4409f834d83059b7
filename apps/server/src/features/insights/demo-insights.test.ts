import type { ServiceKey, ServiceParams, ServiceReply } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../db/seed/demo';
import { signInStaff } from '../../test/sign-in';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app';

// Issue 35: a newcomer signing in as the demo admin on a fresh demo sees a living program on every dashboard.
let t: TestApp;
let admin = '';

type Dashboard = Extract<ServiceKey, `insights/get${string}`>;
const read = async <K extends Dashboard>(key: K, params: ServiceParams<K>) => {
  const res = await t.call(key, params, { token: admin });
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
