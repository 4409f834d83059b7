import { useServiceMutation } from '../../../lib/service-query';

/** Corrects a visit; its page, the visits table and the dashboard read again. */
export function useCorrectVisit() {
  return useServiceMutation('staffVisits/correctVisit', {
    invalidates: ['staffVisits/getVisit', 'staffVisits/listVisits', 'staffVisits/visitsToday'],
  });
}
