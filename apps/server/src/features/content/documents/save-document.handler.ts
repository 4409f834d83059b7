import { ServiceError } from '../../../lib/service-error';
import { violatedUniqueConstraint } from '../../../lib/db-errors';
import type { Handler } from '../../../service-context';
import { createItem } from '../content-items';
import { documentContent } from './document-content';
import { editorOf } from '../editor';
import { saveFields } from '../save-fields';

/**
 * Saves a document over the version the editor loaded; without one, creates it as a draft under its key (a new
 * education topic), 409 when a document already has that key. Audited either way.
 */
export const saveDocumentHandler: Handler<'content/saveDocument'> = async (ctx, params) => {
  if (params.expectedVersion !== undefined) return saveFields(ctx, documentContent, params);
  if (await documentContent.find(ctx.db, params.id)) throw new ServiceError(409, 'documentExists');
  try {
    const item = await createItem(ctx.db, documentContent, { id: params.id, fields: params.fields }, editorOf(ctx));
    ctx.audit({ objectType: 'document', objectId: item.id, after: { version: item.version, state: 'draft' } });
    return { status: 200, id: item.id, version: item.version };
  } catch (error) {
    // Two editors creating the same key at once: the second is told it exists.
    if (violatedUniqueConstraint(error) !== undefined) throw new ServiceError(409, 'documentExists');
    throw error;
  }
};
