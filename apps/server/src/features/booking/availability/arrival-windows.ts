import { addDays, dayInZone, minutesOfTime, timeOfMinutes, weekdayOf, zonedInstant, type CenterSchedule } from '@portal/contract';

export interface ArrivalWindow {
  start: Date;
  end: Date;
  offPeak: boolean;
}

/**
 * The arrival windows a center offers on one of its days to a donor whose donation lasts `minutes`: from opening,
 * every `slotMinutes`, as long as the donation and the buffer end by closing time. None on a closed day.
 */
export function arrivalWindows(schedule: CenterSchedule, timeZone: string, day: string, minutes: number): ArrivalWindow[] {
  const hours = schedule.weeklyHours[weekdayOf(day)];
  if (!hours || schedule.closures.some((closure) => closure.day === day)) return [];
  const windows: ArrivalWindow[] = [];
  const close = minutesOfTime(hours.close);
  for (let at = minutesOfTime(hours.open); at + minutes + schedule.bufferMinutes <= close; at += schedule.slotMinutes) {
    const time = timeOfMinutes(at);
    const start = zonedInstant(day, time, timeZone);
    windows.push({
      start,
      end: new Date(start.getTime() + schedule.slotMinutes * 60_000),
      offPeak: schedule.offPeak.some((band) => time >= band.from && time < band.to),
    });
  }
  return windows;
}

/** The days donors may book at a center now: today at the center and the `horizonDays − 1` after it. */
export function bookableDays(schedule: CenterSchedule, timeZone: string, now: Date): { first: string; last: string } {
  const first = dayInZone(now, timeZone);
  return { first, last: addDays(first, schedule.horizonDays - 1) };
}

/** A window donors may still take: inside the horizon, and at least the minimum notice ahead. */
export function isOpenForBooking(schedule: CenterSchedule, timeZone: string, window: ArrivalWindow, now: Date): boolean {
  const day = dayInZone(window.start, timeZone);
  const { first, last } = bookableDays(schedule, timeZone, now);
  return day >= first && day <= last && window.start.getTime() >= now.getTime() + schedule.minNoticeMinutes * 60_000;
}
