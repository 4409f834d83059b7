import { defineRestRoute } from '../../gateway';
import { postImportQuerySchema, postImportReplySchema } from '../ops/imports';

/**
 * `POST /api/integrations/imports?kind=donors|centers|visits`: an admin's upload from the console, streamed and staged
 * as `POST /api/ops/imports` stages a client's (the same `IMPORT_MAX_BYTES` and errors), audited under the admin's
 * name; the console then follows it with `integrations/getImportReport`.
 */
export const uploadImportRoute = defineRestRoute({
  method: 'POST',
  url: '/api/integrations/imports',
  auth: { staff: ['admin'] },
  auditAction: 'integrations/uploadImport',
  query: postImportQuerySchema,
  bodyEncoding: 'stream',
  slowBody: true,
  reply: postImportReplySchema,
  personalData: false,
});
