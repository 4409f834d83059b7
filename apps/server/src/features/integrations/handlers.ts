// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import type { integrationsServices } from '@portal/contract/services/integrations/index';
import type { SliceHandlers } from '../../service-context';
import { createApiClientHandler } from './create-api-client.handler';
import { getImportReportHandler } from './get-import-report.handler';
import { listApiClientsHandler } from './list-api-clients.handler';
import { listImportsHandler } from './list-imports.handler';
import { revokeApiClientHandler } from './revoke-api-client.handler';
import { rotateApiClientSecretHandler } from './rotate-api-client-secret.handler';

/** The integrations feature's slice of the handler map. */
export const integrationsHandlers: SliceHandlers<typeof integrationsServices> = {
  'integrations/createApiClient': createApiClientHandler,
  'integrations/getImportReport': getImportReportHandler,
  'integrations/listApiClients': listApiClientsHandler,
  'integrations/listImports': listImportsHandler,
  'integrations/revokeApiClient': revokeApiClientHandler,
  'integrations/rotateApiClientSecret': rotateApiClientSecretHandler,
};
