import { useServiceMutation } from '../../../../lib/service-query';

const bookingReads = ['appointment/getAppointments', 'appointment/getAvailability', 'appointment/getEligibility'] as const;

/** `mutate({ locationID, start, requestId })`: the same requestId on a retry never books twice. */
export function useBook() {
  return useServiceMutation('appointment/book', { invalidates: bookingReads });
}

export function useReschedule() {
  return useServiceMutation('appointment/reschedule', { invalidates: bookingReads });
}

export function useCancelAppointment() {
  return useServiceMutation('appointment/cancel', { invalidates: bookingReads });
}
