import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions, useLanguage } from '../../../../lib/service-query';

/** A center's windows for the next 14 days, for this donor; refreshed every minute (chairs go fast). */
export function useAvailability(locationID: number | null, from: string, rescheduling: string | null) {
  const lang = useLanguage();
  return useQuery({
    ...serviceQueryOptions('appointment/getAvailability', {
      locationID: locationID ?? 0,
      from,
      days: 14,
      lang,
      ...(rescheduling ? { rescheduling } : {}),
    }),
    enabled: locationID !== null,
    staleTime: 0,
    refetchInterval: 60_000,
  });
}
