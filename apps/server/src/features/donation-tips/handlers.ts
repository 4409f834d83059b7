// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import type { donationTipsServices } from '@portal/contract/services/donation-tips/index';
import type { SliceHandlers } from '../../service-context';
import { adverseEventTipsCategoryHandler } from './adverse-event-tips-category.handler';
import { deferralEducationCodeHandler } from './deferral-education-code.handler';
import { deferralTipsCategoryHandler } from './deferral-tips-category.handler';
import { donationTipsMainHandler } from './donation-tips-main.handler';
import { getBeforeDonationTipsHandler } from './get-before-donation-tips.handler';
import { getDonationAfterTipsHandler } from './get-donation-after-tips.handler';
import { getDonationTipsHandler } from './get-donation-tips.handler';
import { getDuringDonationTipsHandler } from './get-during-donation-tips.handler';

/** The donation-tips feature's slice of the handler map. */
export const donationTipsHandlers: SliceHandlers<typeof donationTipsServices> = {
  'stickyAnnouncement/adverseEventTipsCategory': adverseEventTipsCategoryHandler,
  'stickyAnnouncement/deferralEducationCode': deferralEducationCodeHandler,
  'stickyAnnouncement/deferralTipsCategory': deferralTipsCategoryHandler,
  'stickyAnnouncement/donationTipsMain': donationTipsMainHandler,
  'stickyAnnouncement/getBeforeDonationTips': getBeforeDonationTipsHandler,
  'stickyAnnouncement/getDonationAfterTips': getDonationAfterTipsHandler,
  'stickyAnnouncement/getDonationTips': getDonationTipsHandler,
  'stickyAnnouncement/getDuringDonationTips': getDuringDonationTipsHandler,
};
