import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

/** A donor's communication choices and every change of them, for donor care (staff token; audited on the server). */
export function useConsentHistory(donorId: string) {
  return useQuery({ ...serviceQueryOptions('staff/getConsentHistory', { donorId }), retry: false });
}
