import { getPoints } from './get-points';
import { getRewardStatus } from './get-reward-status';
import { getCatalogue } from './get-catalogue';
import { getCart } from './get-cart';
import { updateCart, removeCartItem } from './update-cart';
import { checkout } from './checkout';
import { getOrders } from './get-orders';
import { getPayouts } from './get-payouts';
import { getMembershipRules } from './get-membership-rules';
import { getBalanceContent } from './get-balance-content';
import { getRewardWorks } from './get-reward-works';
import { getFeeStructureLayout } from './get-fee-structure-layout';

/** The rewards feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const rewardsServices = {
  'reward/getPoints': getPoints,
  'reward/getRewardStatus': getRewardStatus,
  'reward/getCatalogue': getCatalogue,
  'reward/getCart': getCart,
  'reward/updateCart': updateCart,
  'reward/removeCartItem': removeCartItem,
  'reward/checkout': checkout,
  'reward/getOrders': getOrders,
  'reward/getPayouts': getPayouts,
  'stickyAnnouncement/getMembershipRules': getMembershipRules,
  'stickyAnnouncement/getBalanceContent': getBalanceContent,
  'stickyAnnouncement/getRewardWorks': getRewardWorks,
  'feeStructure/getfeestructurelayout': getFeeStructureLayout,
} as const;
