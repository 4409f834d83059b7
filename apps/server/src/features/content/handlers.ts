// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import type { contentServices } from '@portal/contract/services/content/index';
import type { SliceHandlers } from '../../service-context';
import { cancelCampaignHandler } from './cancel-campaign.handler';
import { compareRevisionsHandler } from './compare-revisions.handler';
import { countCampaignRecipientsHandler } from './count-campaign-recipients.handler';
import { exportSurveyResultsHandler } from './export-survey-results.handler';
import { getCampaignHandler } from './get-campaign.handler';
import { getChatbotHandler } from './get-chatbot.handler';
import { getDocumentHandler } from './get-document.handler';
import { getNewsHandler } from './get-news.handler';
import { getPromotionHandler } from './get-promotion.handler';
import { getSurveyResultsHandler } from './get-survey-results.handler';
import { listCampaignsHandler } from './list-campaigns.handler';
import { listContentHandler } from './list-content.handler';
import { listRevisionsHandler } from './list-revisions.handler';
import { publishContentHandler } from './publish-content.handler';
import { restoreRevisionHandler } from './restore-revision.handler';
import { retireContentHandler } from './retire-content.handler';
import { saveCampaignHandler } from './save-campaign.handler';
import { saveChatbotHandler } from './save-chatbot.handler';
import { saveDocumentHandler } from './save-document.handler';
import { saveNewsHandler } from './save-news.handler';
import { savePromotionHandler } from './save-promotion.handler';
import { scheduleCampaignHandler } from './schedule-campaign.handler';
import { uploadImageHandler } from './upload-image.handler';

/** The content feature's slice of the handler map. */
export const contentHandlers: SliceHandlers<typeof contentServices> = {
  'content/cancelCampaign': cancelCampaignHandler,
  'content/compareRevisions': compareRevisionsHandler,
  'content/countCampaignRecipients': countCampaignRecipientsHandler,
  'content/exportSurveyResults': exportSurveyResultsHandler,
  'content/getCampaign': getCampaignHandler,
  'content/getChatbot': getChatbotHandler,
  'content/getDocument': getDocumentHandler,
  'content/getNews': getNewsHandler,
  'content/getPromotion': getPromotionHandler,
  'content/getSurveyResults': getSurveyResultsHandler,
  'content/listCampaigns': listCampaignsHandler,
  'content/listContent': listContentHandler,
  'content/listRevisions': listRevisionsHandler,
  'content/publishContent': publishContentHandler,
  'content/restoreRevision': restoreRevisionHandler,
  'content/retireContent': retireContentHandler,
  'content/saveCampaign': saveCampaignHandler,
  'content/saveChatbot': saveChatbotHandler,
  'content/saveDocument': saveDocumentHandler,
  'content/saveNews': saveNewsHandler,
  'content/savePromotion': savePromotionHandler,
  'content/scheduleCampaign': scheduleCampaignHandler,
  'content/uploadImage': uploadImageHandler,
};
