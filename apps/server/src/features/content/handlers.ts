// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import type { contentServices } from '@portal/contract/services/content/index';
import type { SliceHandlers } from '../../service-context';
import { cancelCampaignHandler } from './campaigns/cancel-campaign.handler';
import { countCampaignRecipientsHandler } from './campaigns/count-campaign-recipients.handler';
import { getCampaignHandler } from './campaigns/get-campaign.handler';
import { listCampaignsHandler } from './campaigns/list-campaigns.handler';
import { saveCampaignHandler } from './campaigns/save-campaign.handler';
import { scheduleCampaignHandler } from './campaigns/schedule-campaign.handler';
import { getChatbotHandler } from './chatbot/get-chatbot.handler';
import { saveChatbotHandler } from './chatbot/save-chatbot.handler';
import { getDocumentHandler } from './documents/get-document.handler';
import { saveDocumentHandler } from './documents/save-document.handler';
import { uploadImageHandler } from './images/upload-image.handler';
import { getNewsHandler } from './news/get-news.handler';
import { saveNewsHandler } from './news/save-news.handler';
import { exportSurveyResultsHandler } from './promotions/export-survey-results.handler';
import { getPromotionHandler } from './promotions/get-promotion.handler';
import { getSurveyResultsHandler } from './promotions/get-survey-results.handler';
import { savePromotionHandler } from './promotions/save-promotion.handler';
import { compareRevisionsHandler } from './publishing/compare-revisions.handler';
import { listContentHandler } from './publishing/list-content.handler';
import { listRevisionsHandler } from './publishing/list-revisions.handler';
import { publishContentHandler } from './publishing/publish-content.handler';
import { restoreRevisionHandler } from './publishing/restore-revision.handler';
import { retireContentHandler } from './publishing/retire-content.handler';

/** The content feature's slice of the handler map. */
export const contentHandlers: SliceHandlers<typeof contentServices> = {
  'content/cancelCampaign': cancelCampaignHandler,
  'content/countCampaignRecipients': countCampaignRecipientsHandler,
  'content/getCampaign': getCampaignHandler,
  'content/listCampaigns': listCampaignsHandler,
  'content/saveCampaign': saveCampaignHandler,
  'content/scheduleCampaign': scheduleCampaignHandler,
  'content/getChatbot': getChatbotHandler,
  'content/saveChatbot': saveChatbotHandler,
  'content/getDocument': getDocumentHandler,
  'content/saveDocument': saveDocumentHandler,
  'content/uploadImage': uploadImageHandler,
  'content/getNews': getNewsHandler,
  'content/saveNews': saveNewsHandler,
  'content/exportSurveyResults': exportSurveyResultsHandler,
  'content/getPromotion': getPromotionHandler,
  'content/getSurveyResults': getSurveyResultsHandler,
  'content/savePromotion': savePromotionHandler,
  'content/compareRevisions': compareRevisionsHandler,
  'content/listContent': listContentHandler,
  'content/listRevisions': listRevisionsHandler,
  'content/publishContent': publishContentHandler,
  'content/restoreRevision': restoreRevisionHandler,
  'content/retireContent': retireContentHandler,
};
