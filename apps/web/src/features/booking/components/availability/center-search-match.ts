import type { LocationSummary } from '@portal/contract/entities/user';

/** At most this many results are listed; a longer list asks for a narrower search. */
export const CENTER_RESULTS_MAX = 10;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/**
 * The centers of a state whose city, ZIP code, name or street hold every word typed (accents and case ignored),
 * by city then name; every center of the state when nothing is typed.
 */
export function matchCenters(centers: readonly LocationSummary[], query: string): LocationSummary[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return centers
    .filter((center) => {
      const text = fold(`${center.name} ${center.address.city} ${center.address.zipCode} ${center.address.addressLine1}`);
      return words.every((word) => text.includes(word));
    })
    .sort((a, b) => a.address.city.localeCompare(b.address.city) || a.name.localeCompare(b.name));
}
