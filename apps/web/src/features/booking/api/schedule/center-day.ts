import type { ServiceParams } from '@portal/contract/services/index';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { serviceQueryOptions, useServiceMutation } from '../../../../lib/service-query';

export type CenterDayParams = ServiceParams<'appointment/getCenterDay'>;

/** A center's appointments of one day (today at the center without a day); the last day stays shown while the next loads. */
export function useCenterDay(params: CenterDayParams | null) {
  return useQuery({
    ...serviceQueryOptions('appointment/getCenterDay', params ?? { locationID: 0 }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}

export function useCheckIn() {
  return useServiceMutation('appointment/checkIn', { invalidates: ['appointment/getCenterDay'] });
}

export function useMarkNoShow() {
  return useServiceMutation('appointment/markNoShow', { invalidates: ['appointment/getCenterDay'] });
}

/** Staff scan or type a donor's check-in pass: the appointment is checked in and the day re-read. */
export function useRedeemCheckInPass() {
  return useServiceMutation('appointment/redeemCheckInPass', { invalidates: ['appointment/getCenterDay'] });
}
