import type { Language } from '@portal/contract/languages';
import { callService } from '../../../lib/gateway';

export function submitPredonorSurvey(docID: string, lang: Language) {
  return callService('applicationFeedback/submitPreDonorSurvey', { docID, lang });
}
