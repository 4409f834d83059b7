// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import type { integrationsServices } from '@portal/contract/services/integrations/index';
import type { SliceHandlers } from '../../service-context';
import { createApiClientHandler } from './create-api-client.handler';
import { listApiClientsHandler } from './list-api-clients.handler';
import { revokeApiClientHandler } from './revoke-api-client.handler';
import { rotateApiClientSecretHandler } from './rotate-api-client-secret.handler';

/** The integrations feature's slice of the handler map. */
export const integrationsHandlers: SliceHandlers<typeof integrationsServices> = {
  'integrations/createApiClient': createApiClientHandler,
  'integrations/listApiClients': listApiClientsHandler,
  'integrations/revokeApiClient': revokeApiClientHandler,
  'integrations/rotateApiClientSecret': rotateApiClientSecretHandler,
};
