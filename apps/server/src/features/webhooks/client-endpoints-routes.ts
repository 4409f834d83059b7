import type { clientWebhookRoutes } from '@portal/contract/services/webhooks/client-endpoints';
import type { RestRoutes } from '../../plugins/calls/rest-route';
import type { ApiClientIdentity } from '../../service-context';
import { legacyApiClient } from '../../domain/api-clients';
import { deleteEndpoint, endpointViews, insertEndpoint, lockEndpoint, ownedBy, rotateEndpointSecret } from './endpoints';

/** The routes' `apiClient` auth always names the client; this only narrows the type. */
function clientOf(apiClient: ApiClientIdentity | null): ApiClientIdentity {
  if (!apiClient) throw new Error('an apiClient route without its client');
  return apiClient;
}

/** `/api/ops/webhooks…`: an API client's own endpoints (the console's admins see them all, with their owner). */
export const clientWebhookRoutesHandlers: RestRoutes<typeof clientWebhookRoutes> = {
  list:
    (services) =>
    async ({ apiClient }) => ({
      status: 200 as const,
      endpoints: await endpointViews(services.db, ownedBy(clientOf(apiClient))),
    }),
  create:
    (services) =>
    async ({ apiClient, body, audit, ctx }) => {
      const client = clientOf(apiClient);
      const owner = client.id === legacyApiClient.id ? null : client.id;
      const { endpoint, secret } = await insertEndpoint(services.db, services, body, owner, { lang: ctx.lang, path: 'url' });
      audit({ objectType: 'webhookEndpoint', objectId: endpoint.id, after: { url: endpoint.url, eventTypes: endpoint.eventTypes } });
      return { status: 200 as const, endpoint, secret };
    },
  remove:
    (services) =>
    async ({ apiClient, params, audit }) => {
      const client = clientOf(apiClient);
      await services.db.transaction(async (tx) => {
        const row = await lockEndpoint(tx, params.endpointId, ownedBy(client));
        await deleteEndpoint(tx, services, row);
        audit({ objectType: 'webhookEndpoint', objectId: row.id, before: { url: row.url, eventTypes: row.eventTypes } });
      });
      return { status: 200 as const };
    },
  rotate:
    (services) =>
    async ({ apiClient, params, audit }) => {
      const client = clientOf(apiClient);
      const { endpoint, secret } = await services.db.transaction(async (tx) =>
        rotateEndpointSecret(tx, services, await lockEndpoint(tx, params.endpointId, ownedBy(client))),
      );
      audit({ objectType: 'webhookEndpoint', objectId: endpoint.id, after: { rotated: true } });
      return { status: 200 as const, endpoint, secret };
    },
};
