import { captchaChallengeRoute } from '@portal/contract/services/captcha/challenge';
import type { FastifyInstance } from 'fastify';
import { restRoute } from '../../plugins/calls/rest-route';
import type { Services } from '../../service-context';
import { createCaptchaChallenge } from './captcha';

/** `GET /api/captcha/challenge`: a fresh ALTCHA challenge for the widget (never cached, by its contract). */
export function registerCaptchaRoute(app: FastifyInstance, services: Services): void {
  restRoute(app, services, captchaChallengeRoute, () => createCaptchaChallenge(services));
}
