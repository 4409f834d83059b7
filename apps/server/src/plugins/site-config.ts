import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** `GET /api/site-config`: what the signed-in app loads from the operator's configuration at run time. */
export function registerSiteConfig(app: FastifyInstance, config: Config): void {
  app.get('/api/site-config', async (_request, reply) => {
    void reply.header('Cache-Control', 'public, max-age=300');
    return { status: 200, consentScriptUrl: config.consentScriptUrl ?? null };
  });
}
