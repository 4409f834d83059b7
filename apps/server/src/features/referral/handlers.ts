// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import type { referralServices } from '@portal/contract/services/referral/index';
import type { SliceHandlers } from '../../service-context';
import { getReferralLandingHandler } from './get-referral-landing.handler';
import { getShareMessageHandler } from './get-share-message.handler';
import { referralSettingV2Handler } from './referral-setting-v2.handler';
import { shareReferralV2Handler } from './share-referral-v2.handler';

/** The referral feature's slice of the handler map. */
export const referralHandlers: SliceHandlers<typeof referralServices> = {
  'referral/getReferralLanding': getReferralLandingHandler,
  'referral/getShareMessage': getShareMessageHandler,
  'referral/referralSettingV2': referralSettingV2Handler,
  'referral/shareReferralV2': shareReferralV2Handler,
};
