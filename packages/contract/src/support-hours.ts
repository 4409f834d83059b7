/**
 * Donor-care support hours (spec 2.5), in Eastern time: Mon-Fri 5:30 AM-11:00 PM; Sat-Sun 6:00 AM-10:00 PM;
 * closed Dec 25 and Jan 1; Dec 24 and Dec 31 6:00 AM-3:00 PM. The spec says "EST": the line follows the
 * clocks of New York, so summer time (EDT) is honoured.
 */
export const SUPPORT_TIME_ZONE = 'America/New_York';

/** Minutes after midnight, Eastern time. */
export interface SupportWindow {
  opens: number;
  closes: number;
}

export type SupportDayKind = 'weekday' | 'weekend' | 'holidayEve' | 'closed';

export const supportWindows: Record<Exclude<SupportDayKind, 'closed'>, SupportWindow> = {
  weekday: { opens: 5 * 60 + 30, closes: 23 * 60 },
  weekend: { opens: 6 * 60, closes: 22 * 60 },
  holidayEve: { opens: 6 * 60, closes: 15 * 60 },
};

/** Which rule applies to a calendar day (month 1-12, weekday 0 = Sunday). Holidays win over weekends. */
export function supportDayKind(month: number, day: number, weekday: number): SupportDayKind {
  if ((month === 12 && day === 25) || (month === 1 && day === 1)) return 'closed';
  if (month === 12 && (day === 24 || day === 31)) return 'holidayEve';
  return weekday === 0 || weekday === 6 ? 'weekend' : 'weekday';
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The Eastern-time calendar day and minute of an instant. */
export function easternTime(at: Date): { month: number; day: number; weekday: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: SUPPORT_TIME_ZONE,
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    month: Number(part('month')),
    day: Number(part('day')),
    weekday: weekdays.indexOf(part('weekday')),
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

export interface SupportStatus {
  open: boolean;
  kind: SupportDayKind;
  /** Today's hours in Eastern time, null on a closed day. */
  today: SupportWindow | null;
}

/** Whether the support line is open at an instant (the caller passes its clock's now). */
export function supportStatus(at: Date): SupportStatus {
  const { month, day, weekday, minutes } = easternTime(at);
  const kind = supportDayKind(month, day, weekday);
  if (kind === 'closed') return { open: false, kind, today: null };
  const today = supportWindows[kind];
  return { open: minutes >= today.opens && minutes < today.closes, kind, today };
}
