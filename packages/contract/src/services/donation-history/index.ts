// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import { getAfterDonationFeedbackOptions } from './get-after-donation-feedback-options';
import { getFeedbackSetting } from './get-feedback-setting';
import { getVisitHistorySecondRev } from './get-visit-history-second-rev';
import { getFeedbackVisits } from './get-visits';
import { wheelSpin } from './spin';
import { submitAfterDonationFeedback } from './submit-after-donation-feedback';

/** The donation-history feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const donationHistoryServices = {
  'feedback/getAfterDonationFeedbackOptions': getAfterDonationFeedbackOptions,
  'feedback/getfeedbacksetting': getFeedbackSetting,
  'reward/getVisitHistorySecondRev': getVisitHistorySecondRev,
  'feedback/getvisits': getFeedbackVisits,
  'wheel/spin': wheelSpin,
  'feedback/submitAfterDonationFeedback': submitAfterDonationFeedback,
} as const;
