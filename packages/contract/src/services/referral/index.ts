// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import { getReferralLanding } from './get-referral-landing';
import { getShareMessage } from './get-share-message';
import { referralSettingV2 } from './referral-setting-v2';
import { shareReferralV2 } from './share-referral-v2';

/** The referral feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const referralServices = {
  'referral/getReferralLanding': getReferralLanding,
  'referral/getShareMessage': getShareMessage,
  'referral/referralSettingV2': referralSettingV2,
  'referral/shareReferralV2': shareReferralV2,
} as const;
