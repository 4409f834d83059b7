import type { ServiceParams } from '@portal/contract/services/index';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../../lib/service-query';
import { callStaffService } from '../../../staff/api/staff-client';
import { useStaffMutation } from '../../../staff/api/use-staff-mutation';

export type CenterDayParams = ServiceParams<'appointment/getCenterDay'>;

/** A center's appointments of one day (today at the center without a day); the last day stays shown while the next loads. */
export function useCenterDay(params: CenterDayParams | null) {
  return useQuery({
    ...serviceQueryOptions('appointment/getCenterDay', params ?? { locationID: 0 }, callStaffService),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}

export function useCheckIn() {
  return useStaffMutation('appointment/checkIn', { invalidates: ['appointment/getCenterDay'] });
}

export function useMarkNoShow() {
  return useStaffMutation('appointment/markNoShow', { invalidates: ['appointment/getCenterDay'] });
}

/** Staff scan or type a donor's check-in pass: the appointment is checked in and the day re-read. */
export function useRedeemCheckInPass() {
  return useStaffMutation('appointment/redeemCheckInPass', { invalidates: ['appointment/getCenterDay'] });
}
