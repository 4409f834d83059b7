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
