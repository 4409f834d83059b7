// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import { compareRevisions } from './compare-revisions';
import { exportSurveyResults } from './export-survey-results';
import { getNews } from './get-news';
import { getPromotion } from './get-promotion';
import { getSurveyResults } from './get-survey-results';
import { listContent } from './list-content';
import { listRevisions } from './list-revisions';
import { publishContent } from './publish-content';
import { restoreRevision } from './restore-revision';
import { retireContent } from './retire-content';
import { saveNews } from './save-news';
import { savePromotion } from './save-promotion';
import { uploadImage } from './upload-image';

/** The content feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const contentServices = {
  'content/compareRevisions': compareRevisions,
  'content/exportSurveyResults': exportSurveyResults,
  'content/getNews': getNews,
  'content/getPromotion': getPromotion,
  'content/getSurveyResults': getSurveyResults,
  'content/listContent': listContent,
  'content/listRevisions': listRevisions,
  'content/publishContent': publishContent,
  'content/restoreRevision': restoreRevision,
  'content/retireContent': retireContent,
  'content/saveNews': saveNews,
  'content/savePromotion': savePromotion,
  'content/uploadImage': uploadImage,
} as const;
