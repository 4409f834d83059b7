// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import { componentMount } from './component-mount';
import { getB1B2Data } from './get-b1b2-data';
import { getNotificationsPagination } from './get-notifications-pagination';
import { getSinglePromotion } from './get-single-promotion';
import { markNotificationRead } from './mark-notification-read';
import { searchNewsByID } from './search-news-by-id';
import { submitB1B2Answer } from './submit-b1b2-answer';
import { submitSurveyAnswer } from './submit-survey-answer';

/** The notifications feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const notificationsServices = {
  'analytics/componentMount': componentMount,
  'feedback/getB1B2Data': getB1B2Data,
  'notification/getNotificationsPagination': getNotificationsPagination,
  'marketing/getSinglePromotion': getSinglePromotion,
  'notification/markNotificationRead': markNotificationRead,
  'marketing/searchNewsByID': searchNewsByID,
  'feedback/submitB1B2Answer': submitB1B2Answer,
  'marketing/submitSurveyAnswer': submitSurveyAnswer,
} as const;
