import type { rewardsServices } from '@portal/contract/services/rewards/index';
import type { SliceHandlers } from '../service-context';
import { getPointsHandler } from './get-points.handler';
import { getRewardStatusHandler } from './get-reward-status.handler';
import { getCatalogueHandler } from './get-catalogue.handler';
import { getCartHandler } from './get-cart.handler';
import { updateCartHandler, removeCartItemHandler } from './update-cart.handler';
import { checkoutHandler } from './checkout.handler';
import { getOrdersHandler } from './get-orders.handler';
import { getPayoutsHandler } from './get-payouts.handler';
import { getMembershipRulesHandler } from './get-membership-rules.handler';
import { getBalanceContentHandler } from './get-balance-content.handler';
import { getRewardWorksHandler } from './get-reward-works.handler';
import { getFeeStructureLayoutHandler } from './get-fee-structure-layout.handler';

/** The rewards feature's slice of the handler map. */
export const rewardsHandlers: SliceHandlers<typeof rewardsServices> = {
  'reward/getPoints': getPointsHandler,
  'reward/getRewardStatus': getRewardStatusHandler,
  'reward/getCatalogue': getCatalogueHandler,
  'reward/getCart': getCartHandler,
  'reward/updateCart': updateCartHandler,
  'reward/removeCartItem': removeCartItemHandler,
  'reward/checkout': checkoutHandler,
  'reward/getOrders': getOrdersHandler,
  'reward/getPayouts': getPayoutsHandler,
  'stickyAnnouncement/getMembershipRules': getMembershipRulesHandler,
  'stickyAnnouncement/getBalanceContent': getBalanceContentHandler,
  'stickyAnnouncement/getRewardWorks': getRewardWorksHandler,
  'feeStructure/getfeestructurelayout': getFeeStructureLayoutHandler,
};
