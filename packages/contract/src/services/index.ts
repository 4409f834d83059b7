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
import { getVisitHistorySecondRev } from './reward/get-visit-history-second-rev';
import { getFeedbackVisits } from './feedback/get-visits';
import { getFeedbackSetting } from './feedback/get-feedback-setting';
import { getAfterDonationFeedbackOptions } from './feedback/get-after-donation-feedback-options';
import { submitAfterDonationFeedback } from './feedback/submit-after-donation-feedback';
import { wheelSpin } from './wheel/spin';
import { getDonorCareSubmissions } from './donor-care/get-submissions';
import { getNotificationsPagination } from './notification/get-notifications-pagination';
import { searchNewsByID } from './marketing/search-news-by-id';
import { getSinglePromotion } from './marketing/get-single-promotion';
import { submitSurveyAnswer } from './marketing/submit-survey-answer';
import { getB1B2Data } from './feedback/get-b1b2-data';
import { submitB1B2Answer } from './feedback/submit-b1b2-answer';
import { componentMount } from './analytics/component-mount';
import { referralSettingV2 } from './referral/referral-setting-v2';
import { getShareMessage } from './referral/get-share-message';
import { shareReferralV2 } from './referral/share-referral-v2';
import { getReferralLanding } from './referral/get-referral-landing';
import { getReviewLink } from './location/get-review-link';
import { getPreRegProgress } from './prescreening/get-pre-reg-progress';
import { getQualCheckLanding } from './prescreening/get-qual-check-landing';
import { startQualCheck } from './prescreening/start-qual-check';
import { qualCheckSaveAndContinue } from './prescreening/qual-check-save-and-continue';
import { qualCheckSubmit } from './prescreening/qual-check-submit';
import { getLiteracyCheckLanding } from './prescreening/get-literacy-check-landing';
import { startLiteracyCheck } from './prescreening/start-literacy-check';
import { continueLiteracyCheck } from './prescreening/continue-literacy-check';
import { literacyCheckSubmit } from './prescreening/literacy-check-submit';
import { getPredonorSurvey } from './prescreening/get-predonor-survey';
import { savePredonorSurveyPage } from './prescreening/save-predonor-survey-page';
import { submitPredonorSurvey } from './prescreening/submit-predonor-survey';
import { getBeforeDonationTips } from './donation-tips/get-before-donation-tips';
import { getDuringDonationTips } from './donation-tips/get-during-donation-tips';
import { getDonationAfterTips } from './donation-tips/get-donation-after-tips';
import { getDonationTips } from './donation-tips/get-donation-tips';
import { donationTipsMain } from './donation-tips/donation-tips-main';
import { deferralTipsCategory } from './donation-tips/deferral-tips-category';
import { adverseEventTipsCategory } from './donation-tips/adverse-event-tips-category';
import { deferralEducationCode } from './donation-tips/deferral-education-code';
import { getDonorDeferralStatus } from './deferral/get-donor-deferral-status';
import { clearDeferralStatus } from './deferral/clear-deferral-status';
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
  'reward/getVisitHistorySecondRev': getVisitHistorySecondRev,
  'feedback/getvisits': getFeedbackVisits,
  'feedback/getfeedbacksetting': getFeedbackSetting,
  'feedback/getAfterDonationFeedbackOptions': getAfterDonationFeedbackOptions,
  'feedback/submitAfterDonationFeedback': submitAfterDonationFeedback,
  'wheel/spin': wheelSpin,
  'donorCare/getSubmissions': getDonorCareSubmissions,
  'notification/getNotificationsPagination': getNotificationsPagination,
  'marketing/searchNewsByID': searchNewsByID,
  'marketing/getSinglePromotion': getSinglePromotion,
  'marketing/submitSurveyAnswer': submitSurveyAnswer,
  'feedback/getB1B2Data': getB1B2Data,
  'feedback/submitB1B2Answer': submitB1B2Answer,
  'analytics/componentMount': componentMount,
  'referral/referralSettingV2': referralSettingV2,
  'referral/getShareMessage': getShareMessage,
  'referral/shareReferralV2': shareReferralV2,
  'referral/getReferralLanding': getReferralLanding,
  'location/getReviewLink': getReviewLink,
  'applicationFeedback/getPreRegProgress': getPreRegProgress,
  'applicationFeedback/getQualCheckLanding': getQualCheckLanding,
  'applicationFeedback/startQualCheck': startQualCheck,
  'applicationFeedback/qualCheckSaveAndContinue': qualCheckSaveAndContinue,
  'applicationFeedback/qualCheckSubmit': qualCheckSubmit,
  'applicationFeedback/getLiteracyCheckLanding': getLiteracyCheckLanding,
  'applicationFeedback/startLiteracyCheck': startLiteracyCheck,
  'applicationFeedback/continueLiteracyCheck': continueLiteracyCheck,
  'applicationFeedback/literacyCheckSubmit': literacyCheckSubmit,
  'applicationFeedback/getPreDonorSurvey': getPredonorSurvey,
  'applicationFeedback/savePreDonorSurveyPage': savePredonorSurveyPage,
  'applicationFeedback/submitPreDonorSurvey': submitPredonorSurvey,
  'stickyAnnouncement/getBeforeDonationTips': getBeforeDonationTips,
  'stickyAnnouncement/getDuringDonationTips': getDuringDonationTips,
  'stickyAnnouncement/getDonationAfterTips': getDonationAfterTips,
  'stickyAnnouncement/getDonationTips': getDonationTips,
  'stickyAnnouncement/donationTipsMain': donationTipsMain,
  'stickyAnnouncement/deferralTipsCategory': deferralTipsCategory,
  'stickyAnnouncement/adverseEventTipsCategory': adverseEventTipsCategory,
  'stickyAnnouncement/deferralEducationCode': deferralEducationCode,
  'stickyAnnouncement/getDonorDeferralStatus': getDonorDeferralStatus,
  'stickyAnnouncement/clearDeferralStatus': clearDeferralStatus,
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
