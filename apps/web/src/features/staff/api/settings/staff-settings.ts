import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../../lib/service-query';

/** The staff side's settings (admins). */
export function useStaffSettings() {
  return useQuery(serviceQueryOptions('staff/getStaffSettings', {}));
}
