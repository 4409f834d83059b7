import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { serviceQueryOptions, useServiceMutation } from '../../../../lib/service-query';

const waitlistReads = ['appointment/getWaitlist', 'appointment/getAvailability'] as const;

/** The donor's open waitlist entries; read again every minute so an offer made meanwhile shows up. */
export function useWaitlist() {
  return useQuery({ ...serviceQueryOptions('appointment/getWaitlist', {}), staleTime: 0, refetchInterval: 60_000 });
}

export function useJoinWaitlist() {
  return useServiceMutation('appointment/joinWaitlist', { invalidates: waitlistReads });
}

/** Leaving, or declining an offer (the chair goes to the next donor). */
export function useLeaveWaitlist() {
  return useServiceMutation('appointment/leaveWaitlist', { invalidates: waitlistReads });
}

export function useAcceptWaitlistOffer() {
  return useServiceMutation('appointment/acceptWaitlistOffer', {
    invalidates: [...waitlistReads, 'appointment/getAppointments', 'appointment/getEligibility'],
  });
}

/** A center's waitlist for one day, in the console. */
export function useCenterWaitlist(params: { locationID: number; day: string } | null) {
  return useQuery({
    ...serviceQueryOptions('appointment/getCenterWaitlist', params ?? { locationID: 0, day: '2000-01-01' }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}
