import type { Language } from '@portal/contract/languages';
import { callService } from '../../../lib/gateway';

export function startQualCheck(uniqueDocID: string, lang: Language) {
  return callService('applicationFeedback/startQualCheck', { uniqueDocID, lang });
}
