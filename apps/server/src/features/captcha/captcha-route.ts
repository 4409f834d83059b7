import type { captchaChallengeRoute } from '@portal/contract/services/captcha/challenge';
import type { RestRoute } from '../../plugins/calls/rest-route';
import { createCaptchaChallenge } from '../../lib/captcha';

/** `GET /api/captcha/challenge`: a fresh ALTCHA challenge for the widget (never cached, by its contract). */
export const captchaChallengeRouteHandler: RestRoute<typeof captchaChallengeRoute> = (services) => () => createCaptchaChallenge(services);
