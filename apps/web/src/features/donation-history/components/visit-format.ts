import type { Visit } from '@portal/contract/entities/visit';
import type { ScreeningTestType } from '@portal/contract/constants';

/**
 * Spec 2.10: the provider's name plus the center's name without digits ("Demo Plasma Houston 2" →
 * "Demo Plasma Houston"). A center named after the provider already starts with it: not said twice.
 */
export function visitTitle(providerName: string, locationName: string): string {
  const center = locationName.replace(/\d+/g, '').replace(/\s+/g, ' ').trim();
  return center.toLowerCase().startsWith(providerName.toLowerCase()) ? center : `${providerName} ${center}`.trim();
}

/** A screening value, or null when the test is missing (shown as 'N/A'). */
export function screening(visit: Visit, type: ScreeningTestType): number | null {
  return visit.screeningTests.find((s) => s.type === type)?.value ?? null;
}

export function formatDollars(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(amount);
}

/** The check-in time as the center's clock showed it. */
export function formatTime(iso: string, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(iso));
}

/** A calendar day (YYYY-MM-DD) as MM / DD / YYYY (spec 9). */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${month} / ${date} / ${year}`;
}

/** An instant's calendar day at the center, as MM / DD / YYYY. */
export function formatInstantDay(iso: string, timeZone: string): string {
  return formatDay(new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso)));
}
