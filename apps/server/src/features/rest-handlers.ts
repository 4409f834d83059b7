// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import { restEntries, restEntry, type RestRegistration } from '../plugins/calls/rest-route';
import { openApiRoute, apiDocsPageRoute, apiDocsAssetRoute } from '@portal/contract/services/api-docs/api-docs';
import { captchaChallengeRoute } from '@portal/contract/services/captcha/challenge';
import { chatbotRoutes } from '@portal/contract/services/contact/chatbot';
import { contentImageRoute } from '@portal/contract/services/content/content-image-route';
import { donorCareSubmissionRoute } from '@portal/contract/services/donor-care/submission';
import { uploadImportRoute } from '@portal/contract/services/integrations/upload-import';
import { putCenterRoute, putCenterScheduleRoute } from '@portal/contract/services/ops/centers';
import { putDonorRoute } from '@portal/contract/services/ops/donors';
import { postImportRoute, getImportRoute } from '@portal/contract/services/ops/imports';
import { recordVisitRoute } from '@portal/contract/services/ops/visits';
import { devOutboxRoute } from '@portal/contract/services/outbox/dev-outbox';
import { unsubscribeRoute } from '@portal/contract/services/outbox/unsubscribe';
import { healthRoute, readyRoute, siteConfigRoute } from '@portal/contract/services/platform/platform-routes';
import { uploadPhotoRoute, photoRoute } from '@portal/contract/services/profile/photo';
import { redirectUrlRoute, scanQrRoute } from '@portal/contract/services/public-links/rest';
import { twilioWebhookRoutes } from '@portal/contract/services/sms/twilio-webhooks';
import { staffOidcRoutes } from '@portal/contract/services/staff/sso/oidc-routes';
import { testClockRoutes } from '@portal/contract/services/test-clock/test-clock';
import { clientWebhookRoutes } from '@portal/contract/services/webhooks/client-endpoints';
import { listEventsRoute } from '@portal/contract/services/webhooks/events';
import { replayEventsRoute } from '@portal/contract/services/webhooks/replay';
import { openApiRouteHandler, apiDocsPageRouteHandler, apiDocsAssetRouteHandler } from './api-docs/api-docs-routes';
import { captchaChallengeRouteHandler } from './captcha/captcha-route';
import { chatbotRoutesHandlers } from './contact/chatbot-routes';
import { contentImageRouteHandler } from './content/content-image-route';
import { donorCareSubmissionRouteHandler } from './donor-care/submission-route';
import { uploadImportRouteHandler } from './integrations/upload-import-route';
import { putCenterRouteHandler, putCenterScheduleRouteHandler } from './ops/centers-route';
import { putDonorRouteHandler } from './ops/donors-route';
import { postImportRouteHandler, getImportRouteHandler } from './ops/imports-route';
import { recordVisitRouteHandler } from './ops/visits-route';
import { devOutboxRouteHandler } from './outbox/dev-outbox';
import { unsubscribeRouteHandler } from './outbox/unsubscribe-route';
import { healthRouteHandler } from '../plugins/http/health';
import { readyRouteHandler } from '../plugins/http/ready';
import { siteConfigRouteHandler } from '../plugins/http/site-config';
import { uploadPhotoRouteHandler, photoRouteHandler } from './profile/photo-route';
import { redirectUrlRouteHandler, scanQrRouteHandler } from './public-links/public-links-routes';
import { twilioWebhookRoutesHandlers } from './sms/twilio-webhook-routes';
import { staffOidcRoutesHandlers } from './staff/sso/oidc-routes';
import { testClockRoutesHandlers } from './test-clock/test-clock-routes';
import { clientWebhookRoutesHandlers } from './webhooks/client-endpoints-routes';
import { listEventsRouteHandler } from './webhooks/events-route';
import { replayEventsRouteHandler } from './webhooks/replay-route';

/** Every REST route under `/api/` with its handler, one entry per contract; app.ts registers them all. */
export const restHandlers: readonly RestRegistration[] = [
  restEntry(openApiRoute, openApiRouteHandler),
  restEntry(apiDocsPageRoute, apiDocsPageRouteHandler),
  restEntry(apiDocsAssetRoute, apiDocsAssetRouteHandler),
  restEntry(captchaChallengeRoute, captchaChallengeRouteHandler),
  ...restEntries(chatbotRoutes, chatbotRoutesHandlers),
  restEntry(contentImageRoute, contentImageRouteHandler),
  restEntry(donorCareSubmissionRoute, donorCareSubmissionRouteHandler),
  restEntry(uploadImportRoute, uploadImportRouteHandler),
  restEntry(putCenterRoute, putCenterRouteHandler),
  restEntry(putCenterScheduleRoute, putCenterScheduleRouteHandler),
  restEntry(putDonorRoute, putDonorRouteHandler),
  restEntry(postImportRoute, postImportRouteHandler),
  restEntry(getImportRoute, getImportRouteHandler),
  restEntry(recordVisitRoute, recordVisitRouteHandler),
  restEntry(devOutboxRoute, devOutboxRouteHandler),
  restEntry(unsubscribeRoute, unsubscribeRouteHandler),
  restEntry(healthRoute, healthRouteHandler),
  restEntry(readyRoute, readyRouteHandler),
  restEntry(siteConfigRoute, siteConfigRouteHandler),
  restEntry(uploadPhotoRoute, uploadPhotoRouteHandler),
  restEntry(photoRoute, photoRouteHandler),
  restEntry(redirectUrlRoute, redirectUrlRouteHandler),
  restEntry(scanQrRoute, scanQrRouteHandler),
  ...restEntries(twilioWebhookRoutes, twilioWebhookRoutesHandlers),
  ...restEntries(staffOidcRoutes, staffOidcRoutesHandlers),
  ...restEntries(testClockRoutes, testClockRoutesHandlers),
  ...restEntries(clientWebhookRoutes, clientWebhookRoutesHandlers),
  restEntry(listEventsRoute, listEventsRouteHandler),
  restEntry(replayEventsRoute, replayEventsRouteHandler),
];
