// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import { getBooking } from './get-booking';
import { getCampaigns } from './get-campaigns';
import { getCare } from './get-care';
import { getDonations } from './get-donations';
import { getFunnel } from './get-funnel';
import { getPoints } from './get-points';
import { getRetention } from './get-retention';
import { getToday } from './get-today';
import { getVisitTimes } from './get-visit-times';
import { recordExport } from './record-export';

/** The insights feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const insightsServices = {
  'insights/getBooking': getBooking,
  'insights/getCampaigns': getCampaigns,
  'insights/getCare': getCare,
  'insights/getDonations': getDonations,
  'insights/getFunnel': getFunnel,
  'insights/getPoints': getPoints,
  'insights/getRetention': getRetention,
  'insights/getToday': getToday,
  'insights/getVisitTimes': getVisitTimes,
  'insights/recordExport': recordExport,
} as const;
