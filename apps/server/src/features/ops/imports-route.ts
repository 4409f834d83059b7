import type { getImportRoute, postImportRoute } from '@portal/contract/services/ops/imports';
import { ServiceError } from '../../lib/service-error';
import type { RestRoute } from '../../plugins/calls/rest-route';
import { IMPORT_JOB } from './imports/import-batches';
import { importFormatOf, stageImport } from './imports/import-intake';
import { ImportTooLarge } from './imports/import-lines';
import { importReport } from '../../domain/import-report';

/** Runs asked for once a file is staged: two processes share its batches from the start. */
const RUNS_ASKED = 2;

/**
 * `POST /api/ops/imports?kind=…`: the file streamed into staging (never held whole), answered 202 with the import's id
 * once every line is staged; the job engine applies it. A body announced or found larger than `IMPORT_MAX_BYTES` is a
 * 413 and leaves nothing behind.
 */
export const postImportRouteHandler: RestRoute<typeof postImportRoute> = (services) => {
  const maxBytes = services.config.importMaxBytes;
  return async ({ query, stream, request, reply, apiClient, audit }) => {
    const format = importFormatOf(request.headers['content-type']);
    if (!format) throw new ServiceError(415, 'importFormatInvalid');
    const tooLarge = new ServiceError(413, 'importTooLarge', { limit: maxBytes });
    if (Number(request.headers['content-length'] ?? 0) > maxBytes) throw tooLarge;
    if (!stream || !apiClient) throw new ServiceError(400, 'badRequest');
    const staged = await stageImport(services.db, {
      kind: query.kind,
      format,
      client: apiClient,
      stream,
      maxBytes,
      now: services.clock.now(),
    }).catch((error: unknown) => {
      throw error instanceof ImportTooLarge ? tooLarge : error;
    });
    audit({ objectType: 'import', objectId: staged.id, after: { kind: query.kind, format, totalLines: staged.totalLines } });
    for (let run = 0; run < RUNS_ASKED; run++) await services.jobs.trigger(IMPORT_JOB);
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
