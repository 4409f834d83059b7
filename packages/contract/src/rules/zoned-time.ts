import { DAY_MS } from '../constants';
/**
 * Wall-clock times at a center: opening hours are written in the center's own IANA zone ("08:00" in Chicago),
 * and every instant a donor is shown is ISO 8601 with the zone's offset of that moment, daylight saving included.
 */

/**
 * One formatter per zone, made once: building an `Intl.DateTimeFormat` costs far more than formatting with it, and a
 * center's 14 days of windows format about two thousand instants (the availability bench). At most one per IANA zone.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

type WallParts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;

/** The wall clock of an instant in a zone, as the runtime's time-zone data reads it. */
function formattedParts(at: Date, timeZone: string): WallParts {
  const parts = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatterFor(timeZone).formatToParts(at))
    if (part.type in parts) parts[part.type as keyof typeof parts] = Number(part.value);
  return parts;
}

function offsetOfParts(at: Date, p: WallParts): number {
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

const QUARTER_HOUR_MS = 900_000;
/** Offsets are remembered from here on: since then every change of offset falls on a quarter hour (UTC). */
const REMEMBERED_FROM = Date.UTC(2000, 0, 1);
/** Quarter hours remembered per process (over every zone) before the memory starts again. */
const REMEMBERED_MAX = 50_000;
const offsets = new Map<string, Map<number, number>>();
let remembered = 0;

/**
 * The zone's offset from UTC at an instant, in minutes (Chicago in summer: -300). An offset holds for the whole quarter
 * hour it was read in, so it is read from the time-zone data once per zone and quarter hour.
 */
export function zoneOffsetMinutes(at: Date, timeZone: string): number {
  const ms = at.getTime();
  if (!(ms >= REMEMBERED_FROM)) return offsetOfParts(at, formattedParts(at, timeZone));
  const quarter = Math.floor(ms / QUARTER_HOUR_MS);
  let zone = offsets.get(timeZone);
  const known = zone?.get(quarter);
  if (known !== undefined) return known;
  const start = new Date(quarter * QUARTER_HOUR_MS);
  const offset = offsetOfParts(start, formattedParts(start, timeZone));
  if (remembered >= REMEMBERED_MAX) {
    offsets.clear();
    remembered = 0;
    zone = undefined;
  }
  if (!zone) {
    zone = new Map();
    offsets.set(timeZone, zone);
  }
  zone.set(quarter, offset);
  remembered += 1;
  return offset;
}

/** The wall clock of an instant in a zone: the instant moved by the zone's offset, read in UTC. */
function partsInZone(at: Date, timeZone: string): WallParts {
  const ms = at.getTime();
  if (!(ms >= REMEMBERED_FROM)) return formattedParts(at, timeZone);
  const local = new Date(Math.floor(ms / 1000) * 1000 + zoneOffsetMinutes(at, timeZone) * 60_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

/**
 * The instant of a wall-clock time (`HH:MM`) on a day (`YYYY-MM-DD`) in a zone. A time the spring change skips
 * lands after the gap; a time the autumn change repeats is its first occurrence.
 */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wanted = minutesOfTime(time);
  const wall = Date.UTC(year, month - 1, date, Math.floor(wanted / 60), wanted % 60);
  // The offsets half a day either side cover any change near this time; each gives one reading of the wall time.
  const offsets = [-12, 12].map((hours) => zoneOffsetMinutes(new Date(wall + hours * 3_600_000), timeZone));
  // No change within the day around it (nearly always): the one reading is the instant.
  if (offsets[0] === offsets[1]) return new Date(wall - (offsets[0] ?? 0) * 60_000);
  const readings = offsets.map((offset) => wall - offset * 60_000);
  const exact = readings.filter((t) => minutesOfDayInZone(new Date(t), timeZone) === wanted && dayInZoneOf(new Date(t), timeZone) === day);
  return new Date(exact.length > 0 ? Math.min(...exact) : Math.max(...readings));
}

function dayInZoneOf(at: Date, timeZone: string): string {
  const p = partsInZone(at, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

function minutesOfDayInZone(at: Date, timeZone: string): number {
  const p = partsInZone(at, timeZone);
  return p.hour * 60 + p.minute;
}

function pad(n: number, width = 2): string {
  return String(Math.abs(n)).padStart(width, '0');
}

/** ISO 8601 with the zone's offset at that instant: `2026-06-16T08:00:00-05:00`. */
export function isoWithOffset(at: Date, timeZone: string): string {
  const p = partsInZone(at, timeZone);
  const offset = zoneOffsetMinutes(at, timeZone);
  const sign = offset < 0 ? '-' : '+';
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** The wall-clock time `HH:MM` of an instant in a zone. */
export function timeInZone(at: Date, timeZone: string): string {
  const minutes = minutesOfDayInZone(at, timeZone);
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** A calendar day moved by whole days (`2026-06-30` + 1 = `2026-07-01`). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `a` to `b` (positive when `b` is later). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/** The weekday of a calendar day, 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** `HH:MM` as minutes after midnight. */
export function minutesOfTime(time: string): number {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return hour * 60 + minute;
}

/** Minutes after midnight as `HH:MM`. */
export function timeOfMinutes(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
