import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { serviceQueryOptions, useServiceMutation } from '../../../lib/service-query';

/** A center's booking set-up (hours, closures, chairs…) for the console's editor. */
export function useCenterSchedule(locationID: number | null) {
  return useQuery({
    ...serviceQueryOptions('appointment/getCenterSchedule', { locationID: locationID ?? 0 }),
    enabled: locationID !== null,
  });
}

/** Seven days of a center from `from` (today at the center without it): hours, closures, booked against capacity. */
export function useCenterWeek(locationID: number | null, from: string | undefined) {
  return useQuery({
    ...serviceQueryOptions('appointment/getCenterWeek', { locationID: locationID ?? 0, ...(from ? { from } : {}) }),
    enabled: locationID !== null,
    placeholderData: keepPreviousData,
  });
}

export function useSaveCenterSchedule() {
  return useServiceMutation('appointment/saveCenterSchedule', {
    invalidates: ['appointment/getCenterSchedule', 'appointment/getCenterWeek'],
  });
}

/** The company's booking rules (admins). */
export function useBookingRules() {
  return useQuery(serviceQueryOptions('appointment/getBookingRules', {}));
}

export function useSaveBookingRules() {
  return useServiceMutation('appointment/saveBookingRules', { invalidates: ['appointment/getBookingRules'] });
}
