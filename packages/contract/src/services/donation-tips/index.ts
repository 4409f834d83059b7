import { getBeforeDonationTips } from './get-before-donation-tips';
import { getDuringDonationTips } from './get-during-donation-tips';
import { getDonationAfterTips } from './get-donation-after-tips';
import { getDonationTips } from './get-donation-tips';
import { donationTipsMain } from './donation-tips-main';
import { deferralTipsCategory } from './deferral-tips-category';
import { adverseEventTipsCategory } from './adverse-event-tips-category';
import { deferralEducationCode } from './deferral-education-code';

/** The donation-tips feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const donationTipsServices = {
  'stickyAnnouncement/getBeforeDonationTips': getBeforeDonationTips,
  'stickyAnnouncement/getDuringDonationTips': getDuringDonationTips,
  'stickyAnnouncement/getDonationAfterTips': getDonationAfterTips,
  'stickyAnnouncement/getDonationTips': getDonationTips,
  'stickyAnnouncement/donationTipsMain': donationTipsMain,
  'stickyAnnouncement/deferralTipsCategory': deferralTipsCategory,
  'stickyAnnouncement/adverseEventTipsCategory': adverseEventTipsCategory,
  'stickyAnnouncement/deferralEducationCode': deferralEducationCode,
} as const;
