import type { ImportFormat, ImportKind } from '@portal/contract/services/ops/imports';
import { uploadImportRoute } from '@portal/contract/services/integrations/upload-import';
import { clientErrorText } from '@portal/contract/messages/client-errors';
import { GatewayError, parseErrorReply, requestLanguage } from '../../../lib/gateway';
import { useInvalidatingMutation } from '../../../lib/service-query';
import { staffSession } from '../../../lib/staff-session';

/** The file's format by its name's ending (a CSV's `type` varies by system); null for a file the import does not read. */
export function importFormatOfFile(name: string): ImportFormat | null {
  if (/\.csv$/i.test(name)) return 'csv';
  if (/\.(ndjson|jsonl)$/i.test(name)) return 'ndjson';
  return null;
}

const contentTypes: Record<ImportFormat, string> = { csv: 'text/csv', ndjson: 'application/x-ndjson' };

/**
 * Sends a file to `POST /api/integrations/imports` as the signed-in admin. `XMLHttpRequest` rather than `fetch`: the
 * browser streams the file from disk either way, but only XHR tells how much has gone (`onProgress`), which a file of
 * a gigabyte needs. A refusal is a `GatewayError` with the server's message, in the admin's language.
 */
export function uploadImport(
  kind: ImportKind,
  file: File,
  format: ImportFormat,
  onProgress: (sent: number, total: number) => void,
): Promise<{ importID: string; totalLines: number }> {
  const language = requestLanguage();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(uploadImportRoute.method, `${uploadImportRoute.url}?kind=${kind}`);
    xhr.setRequestHeader('Content-Type', contentTypes[format]);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', language);
    const token = staffSession.token();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onerror = () => reject(new GatewayError({ status: 0, code: 'networkError', message: clientErrorText(language, 'networkError') }));
    xhr.onload = () => {
      let reply: unknown;
      try {
        reply = JSON.parse(xhr.responseText) as unknown;
      } catch {
        reply = undefined;
      }
      if (xhr.status === 202) {
        resolve(reply as { importID: string; totalLines: number });
        return;
      }
      const error = parseErrorReply(reply);
      reject(new GatewayError(error ?? { status: xhr.status, code: 'unknownError', message: clientErrorText(language, 'unknownError') }));
    };
    xhr.send(file);
  });
}

/** The upload as a mutation: the list of imports and the audit trail are read again once it is staged (or refused). */
export function useUploadImport(onProgress: (sent: number, total: number) => void) {
  return useInvalidatingMutation<{ importID: string; totalLines: number }, { kind: ImportKind; file: File; format: ImportFormat }>({
    mutationFn: ({ kind, file, format }) => uploadImport(kind, file, format, onProgress),
    invalidates: ['integrations/listImports', 'staff/searchAudit'],
  });
}
