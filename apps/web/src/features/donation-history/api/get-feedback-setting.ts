import type { Visit } from '@portal/contract/entities/visit';
import { callService } from '../../../lib/gateway';

/** Asked when the donor opens the survey: an external link (`qualtrics`) or null for the in-app survey. */
export function getFeedbackSetting(visit: Visit) {
  return callService('feedback/getfeedbacksetting', {
    visitID: visit.visitID,
    visitNumber: visit.visitNumber,
    locationID: visit.locationID,
    visitDate: visit.visitDate,
  });
}
