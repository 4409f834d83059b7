import { formatMessage } from '@portal/contract';
import { contentState } from '@portal/contract/entities/content';
import { ServiceError } from '../../../lib/service-error';
import type { Handler } from '../../../service-context';
import { auditWindow, changeItem } from '../content-items';
import { contentTypeOf } from './content-types';
import { editorOf } from '../editor';

/** Retires an item now (donors stop seeing it at once); audited. */
export const retireContentHandler: Handler<'content/retireContent'> = async (ctx, params) => {
  const type = contentTypeOf(params.kind);
  const editor = editorOf(ctx);
  if (type.liveCopy) {
    // The chatbot is never retired whole: an option is removed from the tree, which retires it at the next publish.
    const message = formatMessage(ctx.lang, 'chatbotPublishesNow');
    throw new ServiceError(400, 'chatbotPublishesNow', {}, { fields: [{ path: 'params.kind', code: 'chatbotPublishesNow', message }] });
  }
  const { before, after } = await changeItem(
    ctx.db,
    type,
    { id: params.id, expectedVersion: params.expectedVersion },
    (item) => ({ window: { ...item.window, retiredAt: item.window.retiredAt ?? editor.at } }),
    'retire',
    editor,
  );
  ctx.audit({ objectType: params.kind, objectId: params.id, before: auditWindow(before, editor.at), after: auditWindow(after, editor.at) });
  return { status: 200, version: after.version, state: contentState(after.window, editor.at) };
};
