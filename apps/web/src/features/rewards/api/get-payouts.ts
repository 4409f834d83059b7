import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

/** The donor's compensation payouts. */
export function usePayouts() {
  return useQuery(serviceQueryOptions('reward/getPayouts', {}));
}
