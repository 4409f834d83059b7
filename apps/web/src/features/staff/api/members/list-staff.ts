import type { ServiceParams } from '@portal/contract/services/index';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../../lib/service-query';

export type StaffListParams = ServiceParams<'staff/listStaff'>;

/** One page of the staff list; the previous page stays shown while the next loads. */
export function useStaffList(params: StaffListParams) {
  return useQuery({ ...serviceQueryOptions('staff/listStaff', params), placeholderData: keepPreviousData });
}
