import type { z } from 'zod';
import { login } from './authentication/login';
import { logout } from './authentication/logout';
import { tokenLogin } from './authentication/token-login';
import { byLocationIds } from './location/by-location-ids';
import { lookupDonor } from './registration/lookup-donor';
import { startPredonor } from './registration/start-predonor';
import { registrationSendCode } from './registration/send-code';
import { registrationVerifyCode } from './registration/verify-code';
import { registrationSetPassword } from './registration/set-password';
import { registrationCancel } from './registration/cancel';
import { passwordResetSendCode } from './password-reset/send-code';
import { passwordResetVerifyCode } from './password-reset/verify-code';
import { passwordResetCheckToken } from './password-reset/check-token';
import { passwordResetSetPassword } from './password-reset/set-password';
import { createAppLoginToken } from './app-login/create-app-login-token';
import { appLoginExchange } from './app-login/app-login-exchange';
import { getProfile } from './profile/get-profile';
import { updateProfile } from './profile/update-profile';
import { requestEmailChange } from './profile/request-email-change';
import { confirmEmailChange } from './profile/confirm-email-change';
import { getCommunicationPreferences } from './profile/get-communication-preferences';
import { updateCommunicationPreferences } from './profile/update-communication-preferences';
import { getSavableLocations } from './location/get-savable-locations';
import { saveLocation } from './location/save-location';
import { deleteLocation } from './location/delete-location';
import { searchCenters } from './location/search-centers';
import { getPoints } from './reward/get-points';
import { getRewardStatus } from './reward/get-reward-status';
import { getCatalogue } from './reward/get-catalogue';
import { getCart } from './reward/get-cart';
import { removeCartItem, updateCart } from './reward/update-cart';
import { checkout } from './reward/checkout';
import { getOrders } from './reward/get-orders';
import { getPayouts } from './reward/get-payouts';
import { getMembershipRules } from './sticky-announcement/get-membership-rules';
import { getBalanceContent } from './sticky-announcement/get-balance-content';
import { getRewardWorks } from './sticky-announcement/get-reward-works';
import { getFeeStructureLayout } from './fee-structure/get-fee-structure-layout';

/** The registry of gateway services: "serviceName/serviceType" -> contract. */
export const services = {
  'authentication/login': login,
  'authentication/tokenLogin': tokenLogin,
  'authentication/logout': logout,
  'location/bylocationids': byLocationIds,
  'registration/lookupDonor': lookupDonor,
  'registration/startPredonor': startPredonor,
  'registration/sendCode': registrationSendCode,
  'registration/verifyCode': registrationVerifyCode,
  'registration/setPassword': registrationSetPassword,
  'registration/cancel': registrationCancel,
  'passwordReset/sendCode': passwordResetSendCode,
  'passwordReset/verifyCode': passwordResetVerifyCode,
  'passwordReset/checkToken': passwordResetCheckToken,
  'passwordReset/setPassword': passwordResetSetPassword,
  'authentication/createAppLoginToken': createAppLoginToken,
  'authentication/appLoginExchange': appLoginExchange,
  'profile/getProfile': getProfile,
  'profile/updateProfile': updateProfile,
  'profile/requestEmailChange': requestEmailChange,
  'profile/confirmEmailChange': confirmEmailChange,
  'profile/getCommunicationPreferences': getCommunicationPreferences,
  'profile/updateCommunicationPreferences': updateCommunicationPreferences,
  'location/getSavableLocations': getSavableLocations,
  'location/saveLocation': saveLocation,
  'location/deleteLocation': deleteLocation,
  'location/searchCenters': searchCenters,
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

export type ServiceKey = keyof typeof services;
export type ServiceParams<K extends ServiceKey> = z.input<(typeof services)[K]['params']>;
export type ParsedParams<K extends ServiceKey> = z.output<(typeof services)[K]['params']>;
export type ServiceReply<K extends ServiceKey> = z.output<(typeof services)[K]['reply']>;
export type ServiceAuthOf<K extends ServiceKey> = (typeof services)[K]['auth'];

export function serviceKey(serviceName: string, serviceType: string): string {
  return `${serviceName}/${serviceType}`;
}

export function isServiceKey(key: string): key is ServiceKey {
  return Object.hasOwn(services, key);
}
