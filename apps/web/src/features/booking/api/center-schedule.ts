import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';
import { callStaffService } from '../../staff/api/staff-client';
import { useStaffMutation } from '../../staff/api/use-staff-mutation';

/** A center's booking set-up (hours, closures, chairs…) for the console's editor. */
export function useCenterSchedule(locationID: number | null) {
  return useQuery({
    ...serviceQueryOptions('appointment/getCenterSchedule', { locationID: locationID ?? 0 }, callStaffService),
    enabled: locationID !== null,
  });
}

/** Seven days of a center from `from` (today at the center without it): hours, closures, booked against capacity. */
export function useCenterWeek(locationID: number | null, from: string | undefined) {
  return useQuery({
    ...serviceQueryOptions('appointment/getCenterWeek', { locationID: locationID ?? 0, ...(from ? { from } : {}) }, callStaffService),
    enabled: locationID !== null,
    placeholderData: keepPreviousData,
  });
}

export function useSaveCenterSchedule() {
  return useStaffMutation('appointment/saveCenterSchedule', {
    invalidates: ['appointment/getCenterSchedule', 'appointment/getCenterWeek'],
  });
}

/** The company's booking rules (admins). */
export function useBookingRules() {
  return useQuery(serviceQueryOptions('appointment/getBookingRules', {}, callStaffService));
}

export function useSaveBookingRules() {
  return useStaffMutation('appointment/saveBookingRules', { invalidates: ['appointment/getBookingRules'] });
}
