import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

/** A center's review page, for a valid center id only. */
export function useReviewLink(locationId: number | null) {
  return useQuery({ ...serviceQueryOptions('location/getReviewLink', { locationId: locationId ?? 0 }), enabled: locationId !== null });
}
