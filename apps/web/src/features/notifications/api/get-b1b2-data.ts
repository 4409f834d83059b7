import type { Language } from '@portal/contract/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

export interface Coordinates {
  lat: number;
  lng: number;
}

/** Without coordinates to learn whether a reminder waits; with them (once allowed) for the nearest center. */
export function b1b2QueryOptions(lang: Language, coords: Coordinates | null) {
  return queryOptions({
    queryKey: ['feedback', 'getB1B2Data', lang, coords?.lat ?? null, coords?.lng ?? null],
    queryFn: ({ signal }) => callService('feedback/getB1B2Data', { lang, ...(coords ?? {}) }, { signal }),
  });
}

export function useB1B2Data(lang: Language, coords: Coordinates | null) {
  return useQuery(b1b2QueryOptions(lang, coords));
}
