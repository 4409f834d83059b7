import type { PageAnswers } from '@portal/contract/entities/prescreening';
import type { Language } from '@portal/contract/languages';
import { callService } from '../../../lib/gateway';

export function savePredonorSurveyPage(docID: string, layoutIndex: number, answers: PageAnswers, lang: Language) {
  return callService('applicationFeedback/savePreDonorSurveyPage', { docID, layoutIndex, answers, lang });
}
