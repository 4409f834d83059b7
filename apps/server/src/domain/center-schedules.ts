import type { CenterSchedule } from '@portal/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ServiceError } from '../lib/service-error';
import { centerClosures, centerSchedules, locations } from '../db/schema/index';

export interface BookableCenter {
  id: number;
  name: string;
  address: string;
  timeZone: string;
  /** False: the center takes no new appointments (`PUT /api/ops/centers`, the console's Centers page); booked ones stay. */
  bookingOpen: boolean;
  schedule: CenterSchedule;
}

/**
 * A center with its booking set-up, or null when it has none (or is outside `scope`, a staff member's centers).
 * Closures come oldest first.
 */
export async function loadBookableCenter(db: Db, locationId: number, scope?: SQL): Promise<BookableCenter | null> {
  const [row] = await db
    .select({ location: locations, schedule: centerSchedules })
    .from(locations)
    .innerJoin(centerSchedules, eq(centerSchedules.locationId, locations.id))
    .where(and(eq(locations.id, locationId), scope));
  if (!row) return null;
  const closures = await db
    .select({ day: centerClosures.day, reason: centerClosures.reason })
    .from(centerClosures)
    .where(eq(centerClosures.locationId, locationId))
    .orderBy(centerClosures.day);
  const { schedule, location } = row;
  return {
    id: location.id,
    name: location.name,
    address: `${location.addressLine1}, ${location.city}, ${location.stateCode}`,
    timeZone: location.timezone,
    bookingOpen: location.bookingOpen,
    schedule: {
      chairs: schedule.chairs,
      slotMinutes: schedule.slotMinutes,
      bufferMinutes: schedule.bufferMinutes,
      horizonDays: schedule.horizonDays,
      minNoticeMinutes: schedule.minNoticeMinutes,
      weeklyHours: schedule.weeklyHours,
      offPeak: schedule.offPeak,
      closures,
    },
  };
}

/** Sets a center's whole booking set-up (the console's editor, the demo data and the tests all go through here). */
export async function storeCenterSchedule(db: Db, locationId: number, schedule: CenterSchedule, at: Date): Promise<void> {
  const { closures, ...settings } = schedule;
  await db.transaction(async (tx) => {
    await tx
      .insert(centerSchedules)
      .values({ locationId, ...settings, updatedAt: at })
      .onConflictDoUpdate({ target: centerSchedules.locationId, set: { ...settings, updatedAt: at } });
    await tx.delete(centerClosures).where(eq(centerClosures.locationId, locationId));
    if (closures.length > 0) await tx.insert(centerClosures).values(closures.map((closure) => ({ locationId, ...closure })));
  });
}

/** A typical center: weekdays 7 AM–7 PM, weekends 8 AM–4 PM, quiet early afternoons. */
export function standardSchedule(chairs = 4): CenterSchedule {
  const weekday = { open: '07:00', close: '19:00' };
  const weekend = { open: '08:00', close: '16:00' };
  return {
    chairs,
    slotMinutes: 20,
    bufferMinutes: 0,
    horizonDays: 14,
    minNoticeMinutes: 120,
    weeklyHours: [weekend, weekday, weekday, weekday, weekday, weekday, weekend],
    offPeak: [{ from: '13:00', to: '15:00' }],
    closures: [],
  };
}

/** The center a donor books at: 404 without one, 409 while it is closed to booking (a clear message, in her language). */
export async function loadCenterOpenToBooking(db: Db, locationId: number): Promise<BookableCenter> {
  const center = await loadBookableCenter(db, locationId);
  if (!center) throw new ServiceError(404, 'locationNotFound');
  refuseClosedCenter(center);
  return center;
}

export function refuseClosedCenter(center: BookableCenter): void {
  if (!center.bookingOpen) throw new ServiceError(409, 'centerClosedToBooking', { center: center.name });
}
