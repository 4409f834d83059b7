import type { FastifyInstance } from 'fastify';
import type { Services } from '../service-context';
import { createCaptchaChallenge } from './captcha';

/** `GET /api/captcha/challenge`: a fresh ALTCHA challenge for the widget (never cached). */
export function registerCaptchaRoute(app: FastifyInstance, services: Services): void {
  app.get('/api/captcha/challenge', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    return createCaptchaChallenge(services);
  });
}
