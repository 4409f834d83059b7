import { siteConfigRoute } from '@portal/contract/services/platform/platform-routes';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../service-context';
import { restRoute } from '../calls/rest-route';

/** `GET /api/site-config`: what the signed-in app loads from the operator's configuration at run time. */
export function registerSiteConfig(app: FastifyInstance, services: Services): void {
  restRoute(app, services, siteConfigRoute, async () => ({
    status: 200 as const,
    consentScriptUrl: services.config.consentScriptUrl ?? null,
  }));
}
