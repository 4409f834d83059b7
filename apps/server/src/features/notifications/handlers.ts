import type { notificationsServices } from '@portal/contract/services/notifications/index';
import type { SliceHandlers } from '../service-context';
import { getNotificationsPaginationHandler } from './get-notifications-pagination.handler';
import { searchNewsByIDHandler } from './search-news-by-id.handler';
import { getSinglePromotionHandler } from './get-single-promotion.handler';
import { submitSurveyAnswerHandler } from './submit-survey-answer.handler';
import { getB1B2DataHandler } from './get-b1b2-data.handler';
import { submitB1B2AnswerHandler } from './submit-b1b2-answer.handler';
import { componentMountHandler } from './component-mount.handler';

/** The notifications feature's slice of the handler map. */
export const notificationsHandlers: SliceHandlers<typeof notificationsServices> = {
  'notification/getNotificationsPagination': getNotificationsPaginationHandler,
  'marketing/searchNewsByID': searchNewsByIDHandler,
  'marketing/getSinglePromotion': getSinglePromotionHandler,
  'marketing/submitSurveyAnswer': submitSurveyAnswerHandler,
  'feedback/getB1B2Data': getB1B2DataHandler,
  'feedback/submitB1B2Answer': submitB1B2AnswerHandler,
  'analytics/componentMount': componentMountHandler,
};
