// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import type { donationHistoryServices } from '@portal/contract/services/donation-history/index';
import type { SliceHandlers } from '../../service-context';
import { getAfterDonationFeedbackOptionsHandler } from './get-after-donation-feedback-options.handler';
import { getFeedbackSettingHandler } from './get-feedback-setting.handler';
import { getVisitHistorySecondRevHandler } from './get-visit-history-second-rev.handler';
import { getFeedbackVisitsHandler } from './get-visits.handler';
import { wheelSpinHandler } from './spin.handler';
import { submitAfterDonationFeedbackHandler } from './submit-after-donation-feedback.handler';

/** The donation-history feature's slice of the handler map. */
export const donationHistoryHandlers: SliceHandlers<typeof donationHistoryServices> = {
  'feedback/getAfterDonationFeedbackOptions': getAfterDonationFeedbackOptionsHandler,
  'feedback/getfeedbacksetting': getFeedbackSettingHandler,
  'reward/getVisitHistorySecondRev': getVisitHistorySecondRevHandler,
  'feedback/getvisits': getFeedbackVisitsHandler,
  'wheel/spin': wheelSpinHandler,
  'feedback/submitAfterDonationFeedback': submitAfterDonationFeedbackHandler,
};
