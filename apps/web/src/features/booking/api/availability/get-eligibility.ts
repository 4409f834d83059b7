import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions, useLanguage } from '../../../../lib/service-query';

/** The booking rules for the donor now; read again on every visit (a visit or a deferral may have come in). */
export function useEligibility(rescheduling: string | null = null) {
  const lang = useLanguage();
  return useQuery({
    ...serviceQueryOptions('appointment/getEligibility', { lang, ...(rescheduling ? { rescheduling } : {}) }),
    staleTime: 0,
  });
}
