import { useServiceMutation } from '../../../lib/service-query';

/** Records a visit through the same ingestion as the centers' systems. */
export function useRecordVisit() {
  return useServiceMutation('staffVisits/recordVisit', {
    invalidates: ['staffVisits/listVisits', 'staffVisits/visitsToday'],
  });
}
