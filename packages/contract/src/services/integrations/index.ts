// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import { createApiClient } from './create-api-client';
import { getImportReport } from './get-import-report';
import { listApiClients } from './list-api-clients';
import { listImports } from './list-imports';
import { revokeApiClient } from './revoke-api-client';
import { rotateApiClientSecret } from './rotate-api-client-secret';

/** The integrations feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const integrationsServices = {
  'integrations/createApiClient': createApiClient,
  'integrations/getImportReport': getImportReport,
  'integrations/listApiClients': listApiClients,
  'integrations/listImports': listImports,
  'integrations/revokeApiClient': revokeApiClient,
  'integrations/rotateApiClientSecret': rotateApiClientSecret,
} as const;
