// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import type { insightsServices } from '@portal/contract/services/insights/index';
import type { SliceHandlers } from '../../service-context';
import { getBookingHandler } from './get-booking.handler';
import { getCampaignsHandler } from './get-campaigns.handler';
import { getCareHandler } from './get-care.handler';
import { getDonationsHandler } from './get-donations.handler';
import { getFunnelHandler } from './get-funnel.handler';
import { getPointsHandler } from './get-points.handler';
import { getRetentionHandler } from './get-retention.handler';
import { getTodayHandler } from './get-today.handler';
import { getVisitTimesHandler } from './get-visit-times.handler';
import { recordExportHandler } from './record-export.handler';

/** The insights feature's slice of the handler map. */
export const insightsHandlers: SliceHandlers<typeof insightsServices> = {
  'insights/getBooking': getBookingHandler,
  'insights/getCampaigns': getCampaignsHandler,
  'insights/getCare': getCareHandler,
  'insights/getDonations': getDonationsHandler,
  'insights/getFunnel': getFunnelHandler,
  'insights/getPoints': getPointsHandler,
  'insights/getRetention': getRetentionHandler,
  'insights/getToday': getTodayHandler,
  'insights/getVisitTimes': getVisitTimesHandler,
  'insights/recordExport': recordExportHandler,
};
