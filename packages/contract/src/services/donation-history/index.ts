import { getVisitHistorySecondRev } from './get-visit-history-second-rev';
import { getFeedbackVisits } from './get-visits';
import { getFeedbackSetting } from './get-feedback-setting';
import { getAfterDonationFeedbackOptions } from './get-after-donation-feedback-options';
import { submitAfterDonationFeedback } from './submit-after-donation-feedback';
import { wheelSpin } from './spin';

/** The donation-history feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const donationHistoryServices = {
  'reward/getVisitHistorySecondRev': getVisitHistorySecondRev,
  'feedback/getvisits': getFeedbackVisits,
  'feedback/getfeedbacksetting': getFeedbackSetting,
  'feedback/getAfterDonationFeedbackOptions': getAfterDonationFeedbackOptions,
  'feedback/submitAfterDonationFeedback': submitAfterDonationFeedback,
  'wheel/spin': wheelSpin,
} as const;
