// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import { cancelCampaign } from './campaigns/cancel-campaign';
import { countCampaignRecipients } from './campaigns/count-campaign-recipients';
import { getCampaign } from './campaigns/get-campaign';
import { listCampaigns } from './campaigns/list-campaigns';
import { saveCampaign } from './campaigns/save-campaign';
import { scheduleCampaign } from './campaigns/schedule-campaign';
import { getChatbot } from './chatbot/get-chatbot';
import { saveChatbot } from './chatbot/save-chatbot';
import { getDocument } from './documents/get-document';
import { saveDocument } from './documents/save-document';
import { uploadImage } from './images/upload-image';
import { getNews } from './news/get-news';
import { saveNews } from './news/save-news';
import { exportSurveyResults } from './promotions/export-survey-results';
import { getPromotion } from './promotions/get-promotion';
import { getSurveyResults } from './promotions/get-survey-results';
import { savePromotion } from './promotions/save-promotion';
import { compareRevisions } from './publishing/compare-revisions';
import { listContent } from './publishing/list-content';
import { listRevisions } from './publishing/list-revisions';
import { publishContent } from './publishing/publish-content';
import { restoreRevision } from './publishing/restore-revision';
import { retireContent } from './publishing/retire-content';

/** The content feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const contentServices = {
  'content/cancelCampaign': cancelCampaign,
  'content/countCampaignRecipients': countCampaignRecipients,
  'content/getCampaign': getCampaign,
  'content/listCampaigns': listCampaigns,
  'content/saveCampaign': saveCampaign,
  'content/scheduleCampaign': scheduleCampaign,
  'content/getChatbot': getChatbot,
  'content/saveChatbot': saveChatbot,
  'content/getDocument': getDocument,
  'content/saveDocument': saveDocument,
  'content/uploadImage': uploadImage,
  'content/getNews': getNews,
  'content/saveNews': saveNews,
  'content/exportSurveyResults': exportSurveyResults,
  'content/getPromotion': getPromotion,
  'content/getSurveyResults': getSurveyResults,
  'content/savePromotion': savePromotion,
  'content/compareRevisions': compareRevisions,
  'content/listContent': listContent,
  'content/listRevisions': listRevisions,
  'content/publishContent': publishContent,
  'content/restoreRevision': restoreRevision,
  'content/retireContent': retireContent,
} as const;
