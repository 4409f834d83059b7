import type { Handler } from '../../../service-context';
import { findItem, summaryOf } from '../content-items';
import { documentContent } from './document-content';

export const getDocumentHandler: Handler<'content/getDocument'> = async (ctx, params) => {
  const item = await findItem(ctx.db, documentContent, params.id);
  return { status: 200, item: { ...summaryOf(documentContent, item, ctx.clock.now()), fields: item.fields } };
};
