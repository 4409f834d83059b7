// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import { createApiClient } from './create-api-client';
import { listApiClients } from './list-api-clients';
import { revokeApiClient } from './revoke-api-client';
import { rotateApiClientSecret } from './rotate-api-client-secret';

/** The integrations feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const integrationsServices = {
  'integrations/createApiClient': createApiClient,
  'integrations/listApiClients': listApiClients,
  'integrations/revokeApiClient': revokeApiClient,
  'integrations/rotateApiClientSecret': rotateApiClientSecret,
} as const;
