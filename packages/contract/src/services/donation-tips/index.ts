// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import { adverseEventTipsCategory } from './adverse-event-tips-category';
import { deferralEducationCode } from './deferral-education-code';
import { deferralTipsCategory } from './deferral-tips-category';
import { donationTipsMain } from './donation-tips-main';
import { getBeforeDonationTips } from './get-before-donation-tips';
import { getDonationAfterTips } from './get-donation-after-tips';
import { getDonationTips } from './get-donation-tips';
import { getDuringDonationTips } from './get-during-donation-tips';

/** The donation-tips feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const donationTipsServices = {
  'stickyAnnouncement/adverseEventTipsCategory': adverseEventTipsCategory,
  'stickyAnnouncement/deferralEducationCode': deferralEducationCode,
  'stickyAnnouncement/deferralTipsCategory': deferralTipsCategory,
  'stickyAnnouncement/donationTipsMain': donationTipsMain,
  'stickyAnnouncement/getBeforeDonationTips': getBeforeDonationTips,
  'stickyAnnouncement/getDonationAfterTips': getDonationAfterTips,
  'stickyAnnouncement/getDonationTips': getDonationTips,
  'stickyAnnouncement/getDuringDonationTips': getDuringDonationTips,
} as const;
