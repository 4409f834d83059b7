import type { siteConfigRoute } from '@portal/contract/services/platform/platform-routes';
import type { RestRoute } from '../calls/rest-route';

/** `GET /api/site-config`: what the signed-in app loads from the operator's configuration at run time. */
export const siteConfigRouteHandler: RestRoute<typeof siteConfigRoute> = (services) => async () => ({
  status: 200 as const,
  consentScriptUrl: services.config.consentScriptUrl ?? null,
});
