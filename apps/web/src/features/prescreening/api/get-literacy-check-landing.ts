import type { Language } from '@portal/contract/languages';
import { callService } from '../../../lib/gateway';

/** Loaded once per visit of the check by its screen's state machine, not cached. */
export function fetchLiteracyCheckLanding(lang: Language) {
  return callService('applicationFeedback/getLiteracyCheckLanding', { lang });
}
