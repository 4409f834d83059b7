// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import type { HandlerMap } from '../service-context';
import { authenticationHandlers } from './authentication/handlers';
import { bookingHandlers } from './booking/handlers';
import { centersHandlers } from './centers/handlers';
import { contentHandlers } from './content/handlers';
import { deferralHandlers } from './deferral/handlers';
import { donationHistoryHandlers } from './donation-history/handlers';
import { donationTipsHandlers } from './donation-tips/handlers';
import { donorCareHandlers } from './donor-care/handlers';
import { insightsHandlers } from './insights/handlers';
import { integrationsHandlers } from './integrations/handlers';
import { notificationsHandlers } from './notifications/handlers';
import { outboxHandlers } from './outbox/handlers';
import { passkeysHandlers } from './passkeys/handlers';
import { passwordResetHandlers } from './password-reset/handlers';
import { prescreeningHandlers } from './prescreening/handlers';
import { profileHandlers } from './profile/handlers';
import { publicLinksHandlers } from './public-links/handlers';
import { recordsHandlers } from './records/handlers';
import { referralHandlers } from './referral/handlers';
import { registrationHandlers } from './registration/handlers';
import { rewardsHandlers } from './rewards/handlers';
import { screeningContentHandlers } from './screening-content/handlers';
import { staffHandlers } from './staff/handlers';
import { staffVisitsHandlers } from './staff-visits/handlers';
import { webhooksHandlers } from './webhooks/handlers';

/** One handler per registered service, one slice per feature; a missing handler does not compile. */
export const handlers: HandlerMap = {
  ...authenticationHandlers,
  ...bookingHandlers,
  ...centersHandlers,
  ...contentHandlers,
  ...deferralHandlers,
  ...donationHistoryHandlers,
  ...donationTipsHandlers,
  ...donorCareHandlers,
  ...insightsHandlers,
  ...integrationsHandlers,
  ...notificationsHandlers,
  ...outboxHandlers,
  ...passkeysHandlers,
  ...passwordResetHandlers,
  ...prescreeningHandlers,
  ...profileHandlers,
  ...publicLinksHandlers,
  ...recordsHandlers,
  ...referralHandlers,
  ...registrationHandlers,
  ...rewardsHandlers,
  ...screeningContentHandlers,
  ...staffHandlers,
  ...staffVisitsHandlers,
  ...webhooksHandlers,
};
