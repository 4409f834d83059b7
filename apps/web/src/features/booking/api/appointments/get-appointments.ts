import { useQuery } from '@tanstack/react-query';
import { useKeepOffline } from '../../../../lib/offline/use-offline';
import { serviceQueryOptions, useLanguage } from '../../../../lib/service-query';

/** Her appointments; the next one is kept on the device for when she is offline (issue 33). */
export function useAppointments() {
  const lang = useLanguage();
  const query = useQuery({ ...serviceQueryOptions('appointment/getAppointments', { lang }), staleTime: 0 });
  useKeepOffline('nextAppointment', query.data ? (query.data.upcoming[0] ?? null) : undefined, query.dataUpdatedAt);
  return query;
}
