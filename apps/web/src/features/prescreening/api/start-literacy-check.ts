import type { Language } from '@portal/contract/languages';
import { callService } from '../../../lib/gateway';

export function startLiteracyCheck(uniqueDocID: string, lang: Language) {
  return callService('applicationFeedback/startLiteracyCheck', { uniqueDocID, lang });
}
