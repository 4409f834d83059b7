import type { Handler } from '../service-context';
import { saveFields } from './save-fields';
import { documentContent } from './document-content';

/** Documents are never created in the console: the save always names the document and the version it edited. */
export const saveDocumentHandler: Handler<'content/saveDocument'> = (ctx, params) => saveFields(ctx, documentContent, params);
