import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions, useLanguage } from '../../../../lib/service-query';

export function useAppointments() {
  const lang = useLanguage();
  return useQuery({ ...serviceQueryOptions('appointment/getAppointments', { lang }), staleTime: 0 });
}
