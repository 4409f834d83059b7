import { getNotificationsPagination } from './get-notifications-pagination';
import { searchNewsByID } from './search-news-by-id';
import { getSinglePromotion } from './get-single-promotion';
import { submitSurveyAnswer } from './submit-survey-answer';
import { getB1B2Data } from './get-b1b2-data';
import { submitB1B2Answer } from './submit-b1b2-answer';
import { componentMount } from './component-mount';

/** The notifications feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const notificationsServices = {
  'notification/getNotificationsPagination': getNotificationsPagination,
  'marketing/searchNewsByID': searchNewsByID,
  'marketing/getSinglePromotion': getSinglePromotion,
  'marketing/submitSurveyAnswer': submitSurveyAnswer,
  'feedback/getB1B2Data': getB1B2Data,
  'feedback/submitB1B2Answer': submitB1B2Answer,
  'analytics/componentMount': componentMount,
} as const;
