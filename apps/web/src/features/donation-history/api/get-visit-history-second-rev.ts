import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

/** The last 20 visits, newest first, and the count of the past 35 days (spec 2.10); donor care offers them as events too. */
export function useVisitHistory() {
  return useQuery(serviceQueryOptions('reward/getVisitHistorySecondRev', {}));
}
