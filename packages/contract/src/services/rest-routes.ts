// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import type { RestContract } from '../gateway';
import { openApiRoute, apiDocsPageRoute, apiDocsAssetRoute } from './api-docs/api-docs';
import { captchaChallengeRoute } from './captcha/challenge';
import { chatbotRoutes } from './contact/chatbot';
import { contentImageRoute } from './content/content-image-route';
import { donorCareSubmissionRoute } from './donor-care/submission';
import { uploadImportRoute } from './integrations/upload-import';
import { putCenterRoute, putCenterScheduleRoute } from './ops/centers';
import { putDonorRoute } from './ops/donors';
import { postImportRoute, getImportRoute } from './ops/imports';
import { recordVisitRoute } from './ops/visits';
import { devOutboxRoute } from './outbox/dev-outbox';
import { unsubscribeRoute } from './outbox/unsubscribe';
import { healthRoute, readyRoute, siteConfigRoute } from './platform/platform-routes';
import { uploadPhotoRoute, photoRoute } from './profile/photo';
import { redirectUrlRoute, scanQrRoute } from './public-links/rest';
import { twilioWebhookRoutes } from './sms/twilio-webhooks';
import { staffOidcRoutes } from './staff/sso/oidc-routes';
import { testClockRoutes } from './test-clock/test-clock';
import { clientWebhookRoutes } from './webhooks/client-endpoints';
import { listEventsRoute } from './webhooks/events';
import { replayEventsRoute } from './webhooks/replay';

/** Every REST route under `/api/` (the calls outside the gateway), for the checks that go over them all. */
export const restRoutes: readonly RestContract[] = [
  openApiRoute,
  apiDocsPageRoute,
  apiDocsAssetRoute,
  captchaChallengeRoute,
  ...Object.values(chatbotRoutes),
  contentImageRoute,
  donorCareSubmissionRoute,
  uploadImportRoute,
  putCenterRoute,
  putCenterScheduleRoute,
  putDonorRoute,
  postImportRoute,
  getImportRoute,
  recordVisitRoute,
  devOutboxRoute,
  unsubscribeRoute,
  healthRoute,
  readyRoute,
  siteConfigRoute,
  uploadPhotoRoute,
  photoRoute,
  redirectUrlRoute,
  scanQrRoute,
  ...Object.values(twilioWebhookRoutes),
  ...Object.values(staffOidcRoutes),
  ...Object.values(testClockRoutes),
  ...Object.values(clientWebhookRoutes),
  listEventsRoute,
  replayEventsRoute,
];
