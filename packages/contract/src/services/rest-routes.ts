import type { RestContract } from '../gateway';
import { captchaChallengeRoute } from './captcha/challenge';
import { chatbotRoutes } from './contact/chatbot';
import { donorCareSubmissionRoute } from './donor-care/submission';
import { recordVisitRoute } from './ops/visits';
import { devOutboxRoute } from './outbox/dev-outbox';
import { healthRoute, siteConfigRoute } from './platform/platform-routes';
import { photoRoute, uploadPhotoRoute } from './profile/photo';
import { redirectUrlRoute, scanQrRoute } from './public-links/rest';

/**
 * Every REST route under `/api/` (the calls outside the gateway), for the checks that go over them all (the fuzz
 * test, the caching test). `registry.test.ts` fails when a contract file defines a route missing here.
 */
export const restRoutes: readonly RestContract[] = [
  healthRoute,
  siteConfigRoute,
  captchaChallengeRoute,
  uploadPhotoRoute,
  photoRoute,
  recordVisitRoute,
  donorCareSubmissionRoute,
  ...Object.values(chatbotRoutes),
  redirectUrlRoute,
  scanQrRoute,
  devOutboxRoute,
];
