import type { referralServices } from '@portal/contract/services/referral/index';
import type { SliceHandlers } from '../service-context';
import { referralSettingV2Handler } from './referral-setting-v2.handler';
import { getShareMessageHandler } from './get-share-message.handler';
import { shareReferralV2Handler } from './share-referral-v2.handler';
import { getReferralLandingHandler } from './get-referral-landing.handler';

/** The referral feature's slice of the handler map. */
export const referralHandlers: SliceHandlers<typeof referralServices> = {
  'referral/referralSettingV2': referralSettingV2Handler,
  'referral/getShareMessage': getShareMessageHandler,
  'referral/shareReferralV2': shareReferralV2Handler,
  'referral/getReferralLanding': getReferralLandingHandler,
};
