import type { getImportRoute, postImportRoute } from '@portal/contract/services/ops/imports';
import { ServiceError } from '../../lib/service-error';
import type { RestRoute } from '../../plugins/calls/rest-route';
import { receiveImport } from '../../domain/imports/import-intake';
import { importReport } from '../../domain/import-report';

/**
 * `POST /api/ops/imports?kind=…`: the file streamed into staging (never held whole), answered 202 with the import's id
 * once every line is staged; the job engine applies it. The checks and errors are `receiveImport`'s, shared with the
 * console's upload.
 */
export const postImportRouteHandler: RestRoute<typeof postImportRoute> = (services) => {
  return async ({ query, stream, request, reply, apiClient, audit }) => {
    if (!stream || !apiClient) throw new ServiceError(400, 'badRequest');
    const sender = { clientId: apiClient.id, name: apiClient.name, centerIds: apiClient.centerIds };
    const staged = await receiveImport(services, { kind: query.kind, headers: request.headers, stream, sender });
    audit({ objectType: 'import', objectId: staged.id, after: { kind: query.kind, format: staged.format, totalLines: staged.totalLines } });
    void reply.status(202);
    return { status: 200 as const, importID: staged.id, totalLines: staged.totalLines };
  };
};

/** `GET /api/ops/imports/{id}`: an import of this client's, with a page of its refused lines (404 for another's). */
export const getImportRouteHandler: RestRoute<typeof getImportRoute> = (services) => {
  return async ({ ctx, params, query, apiClient }) => {
    if (!apiClient) throw new ServiceError(404, 'importNotFound');
    const report = await importReport(services.db, params.id, { clientId: apiClient.id }, query, ctx.lang);
    if (!report) throw new ServiceError(404, 'importNotFound');
    return { status: 200 as const, ...report };
  };
};
