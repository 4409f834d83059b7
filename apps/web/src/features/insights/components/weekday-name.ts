/** A Monday: ISO weekday n is this date plus n − 1 days. */
const MONDAY = Date.UTC(2024, 0, 1);

/** The name of ISO weekday `weekday` (1 Monday … 7 Sunday) in the screen's language. */
export function weekdayNamer(language: string): (weekday: number) => string {
  const format = new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', { weekday: 'long', timeZone: 'UTC' });
  return (weekday) => format.format(MONDAY + (weekday - 1) * 86_400_000);
}

/** An hour of the day as a clock reads it: 9 → "09:00". */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
