// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import type { staffVisitsServices } from '@portal/contract/services/staff-visits/index';
import type { SliceHandlers } from '../../service-context';
import { correctVisitHandler } from './correct-visit.handler';
import { getVisitHandler } from './get-visit.handler';
import { listVisitsHandler } from './list-visits.handler';
import { recordVisitHandler } from './record-visit.handler';
import { visitsTodayHandler } from './visits-today.handler';

/** The staff-visits feature's slice of the handler map. */
export const staffVisitsHandlers: SliceHandlers<typeof staffVisitsServices> = {
  'staffVisits/correctVisit': correctVisitHandler,
  'staffVisits/getVisit': getVisitHandler,
  'staffVisits/listVisits': listVisitsHandler,
  'staffVisits/recordVisit': recordVisitHandler,
  'staffVisits/visitsToday': visitsTodayHandler,
};
