import type { Language } from '@portal/contract/languages';
import { callService } from '../../../lib/gateway';

/** Loaded once per visit of the check by its screen's state machine, not cached. */
export function fetchQualCheckLanding(lang: Language) {
  return callService('applicationFeedback/getQualCheckLanding', { lang });
}
