import { useVisitHistory } from '../../donation-history/api/get-visit-history-second-rev';

/**
 * The last 20 visits, offered as events (spec 9): Donation History's read and cache. Kept under this name for
 * the donor-care form until it imports `useVisitHistory` itself (the forms work of issue 11 lands beside this).
 */
export function useRecentVisits() {
  return useVisitHistory();
}
