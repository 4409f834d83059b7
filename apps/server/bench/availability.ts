import { addDays, dayInZone } from '@portal/contract';
import type autocannon from 'autocannon';
import pg from 'pg';
import { arrivalWindows } from '../src/features/booking/availability/arrival-windows';
import { standardSchedule } from '../src/domain/center-schedules';

/**
 * The availability bench (`npm run bench`): `appointment/getAvailability` over 14 days at a center with the demo's full
 * schedule (weekdays 7 AM–7 PM, weekends 8 AM–4 PM, 4 chairs, 20-minute windows), most of its windows partly booked.
 */
export const AVAILABILITY_CENTER = 101;
const TIME_ZONE = 'America/Chicago';
const DAYS = 14;
/** A return visit's default length: the windows a returning donor is offered. */
const RETURN_MINUTES = 75;

/**
 * Takes 0 to 3 of the 4 chairs of every window of the center's next 14 days, as bookings leave them: the chair counters
 * the read joins (written directly; the read does not look at the appointments themselves). Answers the chairs taken.
 */
export async function fillCenterBookings(databaseUrl: string, now = new Date()): Promise<number> {
  const schedule = standardSchedule();
  const today = dayInZone(now, TIME_ZONE);
  const rows: { startsAt: Date; booked: number }[] = [];
  for (let offset = 0; offset < DAYS; offset += 1) {
    arrivalWindows(schedule, TIME_ZONE, addDays(today, offset), RETURN_MINUTES).forEach((window, index) =>
      rows.push({ startsAt: window.start, booked: (index + offset) % schedule.chairs }),
    );
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into slot_bookings (location_id, starts_at, booked)
       select $1, unnest($2::timestamptz[]), unnest($3::int[])
       on conflict (location_id, starts_at) do update set booked = excluded.booked`,
      [AVAILABILITY_CENTER, rows.map((row) => row.startsAt.toISOString()), rows.map((row) => row.booked)],
    );
  } finally {
    await client.end();
  }
  return rows.reduce((sum, row) => sum + row.booked, 0);
}

/** The donor's read of the booking screen, as the browser sends it (it accepts compressed replies: this one is large). */
export function availabilityOptions(port: number, token: string, now = new Date()): autocannon.Options {
  return {
    url: `http://127.0.0.1:${port}/api/gateway`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
    body: JSON.stringify({
      serviceName: 'appointment',
      serviceType: 'getAvailability',
      params: { locationID: AVAILABILITY_CENTER, from: dayInZone(now, TIME_ZONE), days: DAYS, lang: 'en' },
    }),
  };
}
