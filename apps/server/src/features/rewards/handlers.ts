// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import type { rewardsServices } from '@portal/contract/services/rewards/index';
import type { SliceHandlers } from '../../service-context';
import { checkoutHandler } from './checkout.handler';
import { getBalanceContentHandler } from './get-balance-content.handler';
import { getCartHandler } from './get-cart.handler';
import { getCatalogueHandler } from './get-catalogue.handler';
import { getFeeStructureLayoutHandler } from './get-fee-structure-layout.handler';
import { getMembershipRulesHandler } from './get-membership-rules.handler';
import { getOrdersHandler } from './get-orders.handler';
import { getPayoutsHandler } from './get-payouts.handler';
import { getPointsHandler } from './get-points.handler';
import { getProgramSettingsHandler } from './get-program-settings.handler';
import { getRewardStatusHandler } from './get-reward-status.handler';
import { getRewardWorksHandler } from './get-reward-works.handler';
import { updateCartHandler, removeCartItemHandler } from './update-cart.handler';
import { updateProgramSettingsHandler } from './update-program-settings.handler';

/** The rewards feature's slice of the handler map. */
export const rewardsHandlers: SliceHandlers<typeof rewardsServices> = {
  'reward/checkout': checkoutHandler,
  'stickyAnnouncement/getBalanceContent': getBalanceContentHandler,
  'reward/getCart': getCartHandler,
  'reward/getCatalogue': getCatalogueHandler,
  'feeStructure/getfeestructurelayout': getFeeStructureLayoutHandler,
  'stickyAnnouncement/getMembershipRules': getMembershipRulesHandler,
  'reward/getOrders': getOrdersHandler,
  'reward/getPayouts': getPayoutsHandler,
  'reward/getPoints': getPointsHandler,
  'reward/getProgramSettings': getProgramSettingsHandler,
  'reward/getRewardStatus': getRewardStatusHandler,
  'stickyAnnouncement/getRewardWorks': getRewardWorksHandler,
  'reward/updateCart': updateCartHandler,
  'reward/removeCartItem': removeCartItemHandler,
  'reward/updateProgramSettings': updateProgramSettingsHandler,
};
