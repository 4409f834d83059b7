// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import { checkout } from './checkout';
import { getBalanceContent } from './get-balance-content';
import { getCart } from './get-cart';
import { getCatalogue } from './get-catalogue';
import { getFeeStructureLayout } from './get-fee-structure-layout';
import { getMembershipRules } from './get-membership-rules';
import { getOrders } from './get-orders';
import { getPayouts } from './get-payouts';
import { getPoints } from './get-points';
import { getProgramSettings } from './get-program-settings';
import { getRewardStatus } from './get-reward-status';
import { getRewardWorks } from './get-reward-works';
import { updateCart, removeCartItem } from './update-cart';
import { updateProgramSettings } from './update-program-settings';

/** The rewards feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const rewardsServices = {
  'reward/checkout': checkout,
  'stickyAnnouncement/getBalanceContent': getBalanceContent,
  'reward/getCart': getCart,
  'reward/getCatalogue': getCatalogue,
  'feeStructure/getfeestructurelayout': getFeeStructureLayout,
  'stickyAnnouncement/getMembershipRules': getMembershipRules,
  'reward/getOrders': getOrders,
  'reward/getPayouts': getPayouts,
  'reward/getPoints': getPoints,
  'reward/getProgramSettings': getProgramSettings,
  'reward/getRewardStatus': getRewardStatus,
  'stickyAnnouncement/getRewardWorks': getRewardWorks,
  'reward/updateCart': updateCart,
  'reward/removeCartItem': removeCartItem,
  'reward/updateProgramSettings': updateProgramSettings,
} as const;
