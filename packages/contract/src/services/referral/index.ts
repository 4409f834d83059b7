import { referralSettingV2 } from './referral-setting-v2';
import { getShareMessage } from './get-share-message';
import { shareReferralV2 } from './share-referral-v2';
import { getReferralLanding } from './get-referral-landing';

/** The referral feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const referralServices = {
  'referral/referralSettingV2': referralSettingV2,
  'referral/getShareMessage': getShareMessage,
  'referral/shareReferralV2': shareReferralV2,
  'referral/getReferralLanding': getReferralLanding,
} as const;
