import type { HandlerMap } from './service-context';
import { loginHandler } from './authentication/login.handler';
import { logoutHandler } from './authentication/logout.handler';
import { tokenLoginHandler } from './authentication/token-login.handler';
import { byLocationIdsHandler } from './location/by-location-ids.handler';
import { lookupDonorHandler } from './registration/lookup-donor.handler';
import { startPredonorHandler } from './registration/start-predonor.handler';
import { registrationSendCodeHandler } from './registration/send-code.handler';
import { registrationVerifyCodeHandler } from './registration/verify-code.handler';
import { registrationSetPasswordHandler } from './registration/set-password.handler';
import { registrationCancelHandler } from './registration/cancel.handler';
import { passwordResetSendCodeHandler } from './password-reset/send-code.handler';
import { passwordResetVerifyCodeHandler } from './password-reset/verify-code.handler';
import { passwordResetCheckTokenHandler } from './password-reset/check-token.handler';
import { passwordResetSetPasswordHandler } from './password-reset/set-password.handler';
import { createAppLoginTokenHandler } from './authentication/create-app-login-token.handler';
import { appLoginExchangeHandler } from './authentication/app-login-exchange.handler';
import { getProfileHandler } from './profile/get-profile.handler';
import { updateProfileHandler } from './profile/update-profile.handler';
import { requestEmailChangeHandler } from './profile/request-email-change.handler';
import { confirmEmailChangeHandler } from './profile/confirm-email-change.handler';
import { getCommunicationPreferencesHandler } from './profile/get-communication-preferences.handler';
import { updateCommunicationPreferencesHandler } from './profile/update-communication-preferences.handler';
import { getSavableLocationsHandler } from './location/get-savable-locations.handler';
import { saveLocationHandler } from './location/save-location.handler';
import { deleteLocationHandler } from './location/delete-location.handler';
import { searchCentersHandler } from './location/search-centers.handler';

import { getPointsHandler } from './reward/get-points.handler';
import { getRewardStatusHandler } from './reward/get-reward-status.handler';
import { getCatalogueHandler } from './reward/get-catalogue.handler';
import { getCartHandler } from './reward/get-cart.handler';
import { removeCartItemHandler, updateCartHandler } from './reward/update-cart.handler';
import { checkoutHandler } from './reward/checkout.handler';
import { getOrdersHandler } from './reward/get-orders.handler';
import { getPayoutsHandler } from './reward/get-payouts.handler';
import { getMembershipRulesHandler } from './sticky-announcement/get-membership-rules.handler';
import { getBalanceContentHandler } from './sticky-announcement/get-balance-content.handler';
import { getRewardWorksHandler } from './sticky-announcement/get-reward-works.handler';
import { getFeeStructureLayoutHandler } from './fee-structure/get-fee-structure-layout.handler';
/** One handler per registered service; the type makes a missing one a compile error. */
export const handlers: HandlerMap = {
  'authentication/login': loginHandler,
  'authentication/tokenLogin': tokenLoginHandler,
  'authentication/logout': logoutHandler,
  'location/bylocationids': byLocationIdsHandler,
  'registration/lookupDonor': lookupDonorHandler,
  'registration/startPredonor': startPredonorHandler,
  'registration/sendCode': registrationSendCodeHandler,
  'registration/verifyCode': registrationVerifyCodeHandler,
  'registration/setPassword': registrationSetPasswordHandler,
  'registration/cancel': registrationCancelHandler,
  'passwordReset/sendCode': passwordResetSendCodeHandler,
  'passwordReset/verifyCode': passwordResetVerifyCodeHandler,
  'passwordReset/checkToken': passwordResetCheckTokenHandler,
  'passwordReset/setPassword': passwordResetSetPasswordHandler,
  'authentication/createAppLoginToken': createAppLoginTokenHandler,
  'authentication/appLoginExchange': appLoginExchangeHandler,
  'profile/getProfile': getProfileHandler,
  'profile/updateProfile': updateProfileHandler,
  'profile/requestEmailChange': requestEmailChangeHandler,
  'profile/confirmEmailChange': confirmEmailChangeHandler,
  'profile/getCommunicationPreferences': getCommunicationPreferencesHandler,
  'profile/updateCommunicationPreferences': updateCommunicationPreferencesHandler,
  'location/getSavableLocations': getSavableLocationsHandler,
  'location/saveLocation': saveLocationHandler,
  'location/deleteLocation': deleteLocationHandler,
  'location/searchCenters': searchCentersHandler,
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
