// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import { cancelCampaign } from './cancel-campaign';
import { compareRevisions } from './compare-revisions';
import { countCampaignRecipients } from './count-campaign-recipients';
import { exportSurveyResults } from './export-survey-results';
import { getCampaign } from './get-campaign';
import { getChatbot } from './get-chatbot';
import { getDocument } from './get-document';
import { getNews } from './get-news';
import { getPromotion } from './get-promotion';
import { getSurveyResults } from './get-survey-results';
import { listCampaigns } from './list-campaigns';
import { listContent } from './list-content';
import { listRevisions } from './list-revisions';
import { publishContent } from './publish-content';
import { restoreRevision } from './restore-revision';
import { retireContent } from './retire-content';
import { saveCampaign } from './save-campaign';
import { saveChatbot } from './save-chatbot';
import { saveDocument } from './save-document';
import { saveNews } from './save-news';
import { savePromotion } from './save-promotion';
import { scheduleCampaign } from './schedule-campaign';
import { uploadImage } from './upload-image';

/** The content feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const contentServices = {
  'content/cancelCampaign': cancelCampaign,
  'content/compareRevisions': compareRevisions,
  'content/countCampaignRecipients': countCampaignRecipients,
  'content/exportSurveyResults': exportSurveyResults,
  'content/getCampaign': getCampaign,
  'content/getChatbot': getChatbot,
  'content/getDocument': getDocument,
  'content/getNews': getNews,
  'content/getPromotion': getPromotion,
  'content/getSurveyResults': getSurveyResults,
  'content/listCampaigns': listCampaigns,
  'content/listContent': listContent,
  'content/listRevisions': listRevisions,
  'content/publishContent': publishContent,
  'content/restoreRevision': restoreRevision,
  'content/retireContent': retireContent,
  'content/saveCampaign': saveCampaign,
  'content/saveChatbot': saveChatbot,
  'content/saveDocument': saveDocument,
  'content/saveNews': saveNews,
  'content/savePromotion': savePromotion,
  'content/scheduleCampaign': scheduleCampaign,
  'content/uploadImage': uploadImage,
} as const;
