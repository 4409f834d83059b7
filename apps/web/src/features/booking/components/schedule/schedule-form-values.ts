import type { BookingRules, CenterSchedule } from '@portal/contract';
import { bookingRulesLimits } from '@portal/contract/entities/booking';

/** One weekday as the form holds it: whether the center opens, and the times (kept while closed, for reopening). */
export interface WeekdayValues {
  open: boolean;
  opensAt: string;
  closesAt: string;
}

/** A list row with React's key, so removing one row keeps the others' inputs. */
interface Row {
  key: string;
}

export interface OffPeakRow extends Row {
  from: string;
  to: string;
}

export interface ClosureRow extends Row {
  day: string;
  reasonEn: string;
  reasonEs: string;
}

/** The schedule editor's values: numbers as the inputs give them ('' when emptied), weekdays Sunday first. */
export interface ScheduleFormValues {
  [field: string]: unknown;
  chairs: number | string;
  slotMinutes: number | string;
  bufferMinutes: number | string;
  horizonDays: number | string;
  minNoticeMinutes: number | string;
  weeklyHours: WeekdayValues[];
  offPeak: OffPeakRow[];
  closures: ClosureRow[];
}

/** The numbers of a center's set-up, in the editor's order. */
export const scheduleNumberFields = ['chairs', 'slotMinutes', 'bufferMinutes', 'horizonDays', 'minNoticeMinutes'] as const;

let rowCount = 0;
const rowKey = () => {
  rowCount += 1;
  return `row-${rowCount}`;
};

export const offPeakRow = (band = { from: '', to: '' }): OffPeakRow => ({ key: rowKey(), ...band });

export const closureRow = (closure = { day: '', reason: { en: '', es: '' } }): ClosureRow => ({
  key: rowKey(),
  day: closure.day,
  reasonEn: closure.reason.en,
  reasonEs: closure.reason.es,
});

/** An emptied number input is no number: the contract names it. */
const numberOf = (value: number | string): number => (typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value));

export function scheduleToValues(schedule: CenterSchedule): ScheduleFormValues {
  return {
    chairs: schedule.chairs,
    slotMinutes: schedule.slotMinutes,
    bufferMinutes: schedule.bufferMinutes,
    horizonDays: schedule.horizonDays,
    minNoticeMinutes: schedule.minNoticeMinutes,
    weeklyHours: schedule.weeklyHours.map((hours) =>
      hours ? { open: true, opensAt: hours.open, closesAt: hours.close } : { open: false, opensAt: '', closesAt: '' },
    ),
    offPeak: schedule.offPeak.map((band) => offPeakRow(band)),
    closures: schedule.closures.map((closure) => closureRow(closure)),
  };
}

/** The values as the contract's schedule: a closed weekday is null, closures oldest first. */
export function valuesToSchedule(values: ScheduleFormValues): CenterSchedule {
  return {
    chairs: numberOf(values.chairs),
    slotMinutes: numberOf(values.slotMinutes),
    bufferMinutes: numberOf(values.bufferMinutes),
    horizonDays: numberOf(values.horizonDays),
    minNoticeMinutes: numberOf(values.minNoticeMinutes),
    weeklyHours: values.weeklyHours.map((day) => (day.open ? { open: day.opensAt, close: day.closesAt } : null)),
    offPeak: values.offPeak.map(({ from, to }) => ({ from, to })),
    closures: values.closures.map((row) => ({ day: row.day, reason: { en: row.reasonEn, es: row.reasonEs } })),
  };
}

/**
 * Where an error about `schedule.…` shows: a weekday's `open`/`close` under its times, a closure's reason under its
 * language's input; the rest keep their path.
 */
export function scheduleFieldOf(path: string): string {
  const inSchedule = path.replace(/^schedule\./, '');
  const hours = /^weeklyHours\.(\d)\.(open|close)$/.exec(inSchedule);
  if (hours) return `weeklyHours.${hours[1]}.${hours[2] === 'open' ? 'opensAt' : 'closesAt'}`;
  const reason = /^closures\.(\d+)\.reason\.(en|es)$/.exec(inSchedule);
  if (reason) return `closures.${reason[1]}.${reason[2] === 'en' ? 'reasonEn' : 'reasonEs'}`;
  return inSchedule;
}

/** The booking rules in the editor's order. */
export const ruleFields = Object.keys(bookingRulesLimits) as (keyof BookingRules)[];

/** The booking-rules editor's values: numbers as the inputs give them ('' when emptied). */
export type RulesValues = Record<keyof BookingRules, number | string>;

/** The form's values as the service's rules: every field a number, or NaN for the contract to name. */
export function valuesToRules(values: RulesValues): BookingRules {
  // Every rule the contract bounds, so a rule added to the contract is on the form and sent without another change here.
  return Object.fromEntries(ruleFields.map((field) => [field, numberOf(values[field])])) as Record<keyof BookingRules, number>;
}
