import type { AnswersByPage } from '@portal/contract/entities/prescreening';
import type { Language } from '@portal/contract/languages';
import { callService } from '../../../lib/gateway';

export function submitLiteracyCheck(docID: string, oid: string, answers: AnswersByPage, lang: Language) {
  return callService('applicationFeedback/literacyCheckSubmit', { docID, oid, answers, lang });
}
