import type { Language } from '@portal/contract/languages';
import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

export interface Coordinates {
  lat: number;
  lng: number;
}

/** Without coordinates to learn whether a reminder waits; with them (once allowed) for the nearest center. */
export function useB1B2Data(lang: Language, coords: Coordinates | null) {
  return useQuery(serviceQueryOptions('feedback/getB1B2Data', { lang, ...(coords ?? {}) }));
}
