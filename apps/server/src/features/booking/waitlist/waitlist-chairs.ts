import { and, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { slotBookings } from '../../../db/schema/index';
import { arrivalWindows, isOpenForBooking, type ArrivalWindow } from '../availability/arrival-windows';
import type { BookableCenter } from '../../../domain/center-schedules';

/** The windows of a center's day a donor whose donation lasts `minutes` could book now, with their free chairs. */
export async function openWindows(
  db: Db,
  center: BookableCenter,
  day: string,
  minutes: number,
  now: Date,
): Promise<{ window: ArrivalWindow; free: number }[]> {
  const windows = arrivalWindows(center.schedule, center.timeZone, day, minutes).filter((w) =>
    isOpenForBooking(center.schedule, center.timeZone, w, now),
  );
  const [first, last] = [windows[0], windows.at(-1)];
  if (!first || !last) return [];
  const rows = await db
    .select({ startsAt: slotBookings.startsAt, booked: slotBookings.booked })
    .from(slotBookings)
    .where(and(eq(slotBookings.locationId, center.id), gte(slotBookings.startsAt, first.start), lt(slotBookings.startsAt, last.end)));
  const booked = new Map(rows.map((row) => [row.startsAt.getTime(), row.booked]));
  return windows.map((window) => ({ window, free: center.schedule.chairs - (booked.get(window.start.getTime()) ?? 0) }));
}
