// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import type { notificationsServices } from '@portal/contract/services/notifications/index';
import type { SliceHandlers } from '../../service-context';
import { componentMountHandler } from './component-mount.handler';
import { getB1B2DataHandler } from './get-b1b2-data.handler';
import { getNotificationsPaginationHandler } from './get-notifications-pagination.handler';
import { getSinglePromotionHandler } from './get-single-promotion.handler';
import { markNotificationReadHandler } from './mark-notification-read.handler';
import { searchNewsByIDHandler } from './search-news-by-id.handler';
import { submitB1B2AnswerHandler } from './submit-b1b2-answer.handler';
import { submitSurveyAnswerHandler } from './submit-survey-answer.handler';

/** The notifications feature's slice of the handler map. */
export const notificationsHandlers: SliceHandlers<typeof notificationsServices> = {
  'analytics/componentMount': componentMountHandler,
  'feedback/getB1B2Data': getB1B2DataHandler,
  'notification/getNotificationsPagination': getNotificationsPaginationHandler,
  'marketing/getSinglePromotion': getSinglePromotionHandler,
  'notification/markNotificationRead': markNotificationReadHandler,
  'marketing/searchNewsByID': searchNewsByIDHandler,
  'feedback/submitB1B2Answer': submitB1B2AnswerHandler,
  'marketing/submitSurveyAnswer': submitSurveyAnswerHandler,
};
