import type { Language } from '@portal/contract/languages';
import { callService } from '../../../lib/gateway';

export function submitQualCheck(docID: string, lang: Language) {
  return callService('applicationFeedback/qualCheckSubmit', { docID, lang });
}
