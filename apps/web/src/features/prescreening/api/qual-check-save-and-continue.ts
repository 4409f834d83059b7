import type { PageAnswers } from '@portal/contract/entities/prescreening';
import type { Language } from '@portal/contract/languages';
import { callService } from '../../../lib/gateway';

/** Spec 7: this call names its language `language` (the submit names it `lang`). */
export function saveQualCheckPage(docID: string, layoutIndex: number, answers: PageAnswers, language: Language) {
  return callService('applicationFeedback/qualCheckSaveAndContinue', { docID, answer: { layoutIndex, answers }, language });
}
