// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import { correctVisit } from './correct-visit';
import { getVisit } from './get-visit';
import { listVisits } from './list-visits';
import { recordVisit } from './record-visit';
import { visitsToday } from './visits-today';

/** The staff-visits feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const staffVisitsServices = {
  'staffVisits/correctVisit': correctVisit,
  'staffVisits/getVisit': getVisit,
  'staffVisits/listVisits': listVisits,
  'staffVisits/recordVisit': recordVisit,
  'staffVisits/visitsToday': visitsToday,
} as const;
