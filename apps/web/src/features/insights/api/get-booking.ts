import { useQuery } from '@tanstack/react-query';
import type { ServiceParams } from '@portal/contract/services/index';
import { serviceQueryOptions } from '../../../lib/service-query';

export type BookingParams = ServiceParams<'insights/getBooking'>;

/** No-shows, lead time, off-peak use and waitlist offers for appointment times in the range. */
export function useBooking(params: BookingParams) {
  return useQuery(serviceQueryOptions('insights/getBooking', params));
}
