import type { donationTipsServices } from '@portal/contract/services/donation-tips/index';
import type { SliceHandlers } from '../service-context';
import { getBeforeDonationTipsHandler } from './get-before-donation-tips.handler';
import { getDuringDonationTipsHandler } from './get-during-donation-tips.handler';
import { getDonationAfterTipsHandler } from './get-donation-after-tips.handler';
import { getDonationTipsHandler } from './get-donation-tips.handler';
import { donationTipsMainHandler } from './donation-tips-main.handler';
import { deferralTipsCategoryHandler } from './deferral-tips-category.handler';
import { adverseEventTipsCategoryHandler } from './adverse-event-tips-category.handler';
import { deferralEducationCodeHandler } from './deferral-education-code.handler';

/** The donation-tips feature's slice of the handler map. */
export const donationTipsHandlers: SliceHandlers<typeof donationTipsServices> = {
  'stickyAnnouncement/getBeforeDonationTips': getBeforeDonationTipsHandler,
  'stickyAnnouncement/getDuringDonationTips': getDuringDonationTipsHandler,
  'stickyAnnouncement/getDonationAfterTips': getDonationAfterTipsHandler,
  'stickyAnnouncement/getDonationTips': getDonationTipsHandler,
  'stickyAnnouncement/donationTipsMain': donationTipsMainHandler,
  'stickyAnnouncement/deferralTipsCategory': deferralTipsCategoryHandler,
  'stickyAnnouncement/adverseEventTipsCategory': adverseEventTipsCategoryHandler,
  'stickyAnnouncement/deferralEducationCode': deferralEducationCodeHandler,
};
