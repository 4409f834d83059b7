import type { donationHistoryServices } from '@portal/contract/services/donation-history/index';
import type { SliceHandlers } from '../service-context';
import { getVisitHistorySecondRevHandler } from './get-visit-history-second-rev.handler';
import { getFeedbackVisitsHandler } from './get-visits.handler';
import { getFeedbackSettingHandler } from './get-feedback-setting.handler';
import { getAfterDonationFeedbackOptionsHandler } from './get-after-donation-feedback-options.handler';
import { submitAfterDonationFeedbackHandler } from './submit-after-donation-feedback.handler';
import { wheelSpinHandler } from './spin.handler';

/** The donation-history feature's slice of the handler map. */
export const donationHistoryHandlers: SliceHandlers<typeof donationHistoryServices> = {
  'reward/getVisitHistorySecondRev': getVisitHistorySecondRevHandler,
  'feedback/getvisits': getFeedbackVisitsHandler,
  'feedback/getfeedbacksetting': getFeedbackSettingHandler,
  'feedback/getAfterDonationFeedbackOptions': getAfterDonationFeedbackOptionsHandler,
  'feedback/submitAfterDonationFeedback': submitAfterDonationFeedbackHandler,
  'wheel/spin': wheelSpinHandler,
};
