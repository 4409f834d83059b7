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
import { getVisitHistorySecondRevHandler } from './donation-history/get-visit-history-second-rev.handler';
import { getFeedbackVisitsHandler } from './feedback/get-visits.handler';
import { getFeedbackSettingHandler } from './feedback/get-feedback-setting.handler';
import { getAfterDonationFeedbackOptionsHandler } from './feedback/get-after-donation-feedback-options.handler';
import { submitAfterDonationFeedbackHandler } from './feedback/submit-after-donation-feedback.handler';
import { wheelSpinHandler } from './feedback/wheel-spin.handler';
import { getDonorCareSubmissionsHandler } from './donor-care/get-submissions.handler';
import { getNotificationsPaginationHandler } from './notification/get-notifications-pagination.handler';
import { searchNewsByIDHandler } from './marketing/search-news-by-id.handler';
import { getSinglePromotionHandler } from './marketing/get-single-promotion.handler';
import { submitSurveyAnswerHandler } from './marketing/submit-survey-answer.handler';
import { getB1B2DataHandler } from './feedback/get-b1b2-data.handler';
import { submitB1B2AnswerHandler } from './feedback/submit-b1b2-answer.handler';
import { componentMountHandler } from './analytics/component-mount.handler';
import { referralSettingV2Handler } from './referral/referral-setting-v2.handler';
import { getShareMessageHandler } from './referral/get-share-message.handler';
import { shareReferralV2Handler } from './referral/share-referral-v2.handler';
import { getReferralLandingHandler } from './referral/get-referral-landing.handler';
import { getReviewLinkHandler } from './location/get-review-link.handler';
import { getPreRegProgressHandler } from './prescreening/get-pre-reg-progress.handler';
import { getQualCheckLandingHandler } from './prescreening/get-qual-check-landing.handler';
import { startQualCheckHandler } from './prescreening/start-qual-check.handler';
import { qualCheckSaveAndContinueHandler } from './prescreening/qual-check-save-and-continue.handler';
import { qualCheckSubmitHandler } from './prescreening/qual-check-submit.handler';
import { getLiteracyCheckLandingHandler } from './prescreening/get-literacy-check-landing.handler';
import { startLiteracyCheckHandler } from './prescreening/start-literacy-check.handler';
import { continueLiteracyCheckHandler } from './prescreening/continue-literacy-check.handler';
import { literacyCheckSubmitHandler } from './prescreening/literacy-check-submit.handler';
import { getPredonorSurveyHandler } from './prescreening/get-predonor-survey.handler';
import { savePredonorSurveyPageHandler } from './prescreening/save-predonor-survey-page.handler';
import { submitPredonorSurveyHandler } from './prescreening/submit-predonor-survey.handler';
import { getBeforeDonationTipsHandler } from './donation-tips/get-before-donation-tips.handler';
import { getDuringDonationTipsHandler } from './donation-tips/get-during-donation-tips.handler';
import { getDonationAfterTipsHandler } from './donation-tips/get-donation-after-tips.handler';
import { getDonationTipsHandler } from './donation-tips/get-donation-tips.handler';
import { donationTipsMainHandler } from './donation-tips/donation-tips-main.handler';
import { deferralTipsCategoryHandler } from './donation-tips/deferral-tips-category.handler';
import { adverseEventTipsCategoryHandler } from './donation-tips/adverse-event-tips-category.handler';
import { deferralEducationCodeHandler } from './donation-tips/deferral-education-code.handler';
import { getDonorDeferralStatusHandler } from './deferral/get-donor-deferral-status.handler';
import { clearDeferralStatusHandler } from './deferral/clear-deferral-status.handler';

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
  'reward/getVisitHistorySecondRev': getVisitHistorySecondRevHandler,
  'feedback/getvisits': getFeedbackVisitsHandler,
  'feedback/getfeedbacksetting': getFeedbackSettingHandler,
  'feedback/getAfterDonationFeedbackOptions': getAfterDonationFeedbackOptionsHandler,
  'feedback/submitAfterDonationFeedback': submitAfterDonationFeedbackHandler,
  'wheel/spin': wheelSpinHandler,
  'donorCare/getSubmissions': getDonorCareSubmissionsHandler,
  'notification/getNotificationsPagination': getNotificationsPaginationHandler,
  'marketing/searchNewsByID': searchNewsByIDHandler,
  'marketing/getSinglePromotion': getSinglePromotionHandler,
  'marketing/submitSurveyAnswer': submitSurveyAnswerHandler,
  'feedback/getB1B2Data': getB1B2DataHandler,
  'feedback/submitB1B2Answer': submitB1B2AnswerHandler,
  'analytics/componentMount': componentMountHandler,
  'referral/referralSettingV2': referralSettingV2Handler,
  'referral/getShareMessage': getShareMessageHandler,
  'referral/shareReferralV2': shareReferralV2Handler,
  'referral/getReferralLanding': getReferralLandingHandler,
  'location/getReviewLink': getReviewLinkHandler,
  'applicationFeedback/getPreRegProgress': getPreRegProgressHandler,
  'applicationFeedback/getQualCheckLanding': getQualCheckLandingHandler,
  'applicationFeedback/startQualCheck': startQualCheckHandler,
  'applicationFeedback/qualCheckSaveAndContinue': qualCheckSaveAndContinueHandler,
  'applicationFeedback/qualCheckSubmit': qualCheckSubmitHandler,
  'applicationFeedback/getLiteracyCheckLanding': getLiteracyCheckLandingHandler,
  'applicationFeedback/startLiteracyCheck': startLiteracyCheckHandler,
  'applicationFeedback/continueLiteracyCheck': continueLiteracyCheckHandler,
  'applicationFeedback/literacyCheckSubmit': literacyCheckSubmitHandler,
  'applicationFeedback/getPreDonorSurvey': getPredonorSurveyHandler,
  'applicationFeedback/savePreDonorSurveyPage': savePredonorSurveyPageHandler,
  'applicationFeedback/submitPreDonorSurvey': submitPredonorSurveyHandler,
  'stickyAnnouncement/getBeforeDonationTips': getBeforeDonationTipsHandler,
  'stickyAnnouncement/getDuringDonationTips': getDuringDonationTipsHandler,
  'stickyAnnouncement/getDonationAfterTips': getDonationAfterTipsHandler,
  'stickyAnnouncement/getDonationTips': getDonationTipsHandler,
  'stickyAnnouncement/donationTipsMain': donationTipsMainHandler,
  'stickyAnnouncement/deferralTipsCategory': deferralTipsCategoryHandler,
  'stickyAnnouncement/adverseEventTipsCategory': adverseEventTipsCategoryHandler,
  'stickyAnnouncement/deferralEducationCode': deferralEducationCodeHandler,
  'stickyAnnouncement/getDonorDeferralStatus': getDonorDeferralStatusHandler,
  'stickyAnnouncement/clearDeferralStatus': clearDeferralStatusHandler,
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
