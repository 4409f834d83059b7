import type pg from 'pg';
import { field, gateway } from './http-client';
import { CENTERS, PASSWORD, firstBookable, today } from './load-driver';

/** Donors the scenario adds beside the demo's (copies of Maria with a portal account): the campaign's batches. */
export const EXTRA_DONORS = 1_200;
export const extraDonor = (n: number) => `topology-${n}@example.com`;
export const extraDonorNumber = (n: number) => `T${String(n).padStart(7, '0')}`;

/** Copies of the demo donor Maria, each with her own e-mail, number and phone, signing in with the demo password. */
export async function addDonors(pool: pg.Pool): Promise<void> {
  await pool.query(
    `insert into donors (donor_number, status, first_name, last_name, birth_date, gender, email, phone_country_code, phone_number,
       address_line1, city, state_code, zip_code, password_hash, home_location_id, language, communication_preferences)
     select 'T' || lpad(n::text, 7, '0'), status, first_name, 'Topology' || n, birth_date, gender, 'topology-' || n || '@example.com',
       phone_country_code, (5550000000 + n)::text, address_line1, city, state_code, zip_code, password_hash, home_location_id, language,
       communication_preferences
     from donors, generate_series(1, $1::int) n where email = 'donor@example.com'`,
    [EXTRA_DONORS],
  );
}

async function signIn(baseUrl: string, service: 'authentication/login' | 'staff/login', email: string, address: string): Promise<string> {
  const params = service === 'staff/login' ? { email, password: PASSWORD } : { username: email, password: PASSWORD };
  const reply = await gateway(baseUrl, service, params, { address });
  const token = field(reply.body, 'token');
  if (reply.status !== 200 || typeof token !== 'string')
    throw new Error(`sign-in of ${email} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return token;
}

export async function signInDonor(baseUrl: string, email: string, address: string): Promise<string> {
  return signIn(baseUrl, 'authentication/login', email, address);
}

/** The admin opens the test's centers around the clock, bookable at once, twenty chairs a window (e2e's booking-today). */
export async function openCentersAroundTheClock(baseUrl: string, adminEmail: string): Promise<void> {
  const token = await signIn(baseUrl, 'staff/login', adminEmail, '10.76.0.1');
  for (const locationID of CENTERS) {
    const got = await gateway(baseUrl, 'appointment/getCenterSchedule', { locationID }, { token, address: '10.76.0.1' });
    const schedule = field(got.body, 'schedule');
    const weeklyHours = field(schedule, 'weeklyHours');
    if (got.status !== 200 || !Array.isArray(weeklyHours)) throw new Error(`schedule of ${locationID}: ${got.status}`);
    const open = {
      ...(schedule as object),
      chairs: 20,
      minNoticeMinutes: 0,
      weeklyHours: weeklyHours.map(() => ({ open: '00:00', close: '23:59' })),
      closures: [],
    };
    const saved = await gateway(baseUrl, 'appointment/saveCenterSchedule', { locationID, schedule: open }, { token, address: '10.76.0.1' });
    if (saved.status !== 200) throw new Error(`saving the schedule of ${locationID}: ${saved.status} ${JSON.stringify(saved.body)}`);
  }
}

/**
 * Appointments whose 24-hour reminder is due while the load runs: each donor books a window 3 to 22 hours from now,
 * then the booking is dated two days back (as if made then), so the reminder job finds it due at its next run.
 */
export async function bookDueReminders(baseUrl: string, pool: pg.Pool, donors: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, email] of donors.entries()) {
    const address = `10.75.0.${i + 1}`;
    const token = await signInDonor(baseUrl, email, address);
    const locationID = CENTERS[0];
    const availability = await gateway(baseUrl, 'appointment/getAvailability', { locationID, from: today(), days: 2 }, { token, address });
    const start = firstBookable(availability.body, Date.now() + 3 * 3_600_000 + i * 20 * 60_000);
    if (!start || Date.parse(start) > Date.now() + 22 * 3_600_000) throw new Error(`no window for ${email}'s reminder`);
    const booked = await gateway(baseUrl, 'appointment/book', { locationID, start, requestId: crypto.randomUUID() }, { token, address });
    const id = field(field(booked.body, 'appointment'), 'id');
    if (booked.status !== 200 || typeof id !== 'string')
      throw new Error(`booking for ${email}: ${booked.status} ${JSON.stringify(booked.body)}`);
    ids.push(id);
  }
  await pool.query(
    `update appointments set scheduled_at = scheduled_at - interval '2 days', created_at = created_at - interval '2 days' where id = any($1)`,
    [ids],
  );
  return ids;
}
