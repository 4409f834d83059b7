import { formatMessage, type Language } from '@portal/contract';
import { contentState } from '@portal/contract/entities/content';
import { ServiceError } from '../../../lib/service-error';
import type { Handler } from '../../../service-context';
import { auditWindow, changeItem } from '../content-items';
import { contentTypeOf } from './content-types';
import { editorOf } from '../editor';

/** Publishes now or schedules; refused while a required English or Spanish field is empty. Audited. */
export const publishContentHandler: Handler<'content/publishContent'> = async (ctx, params) => {
  const type = contentTypeOf(params.kind);
  const editor = editorOf(ctx);
  const publishAt = params.publishAt ? new Date(params.publishAt) : editor.at;
  const expireAt = params.expireAt ? new Date(params.expireAt) : null;
  if (type.liveCopy) refuseWindow(ctx.lang, { publishAt: publishAt.getTime() > editor.at.getTime(), expireAt: expireAt !== null });
  if (expireAt && expireAt.getTime() <= Math.max(publishAt.getTime(), editor.at.getTime())) {
    const message = formatMessage(ctx.lang, 'contentWindowInvalid');
    throw new ServiceError(
      400,
      'contentWindowInvalid',
      {},
      { fields: [{ path: 'params.expireAt', code: 'contentWindowInvalid', message }] },
    );
  }
  const { before, after } = await changeItem(
    ctx.db,
    type,
    { id: params.id, expectedVersion: params.expectedVersion },
    () => ({ window: { publishAt, expireAt, retiredAt: null } }),
    'publish',
    editor,
  );
  ctx.audit({ objectType: params.kind, objectId: params.id, before: auditWindow(before, editor.at), after: auditWindow(after, editor.at) });
  return { status: 200, version: after.version, state: contentState(after.window, editor.at) };
};

/** A kind published by copying (the chatbot tree) goes live at once and stays: 400 naming a publish time ahead or an expiry. */
function refuseWindow(lang: Language, asked: { publishAt: boolean; expireAt: boolean }): void {
  const paths = (['publishAt', 'expireAt'] as const).filter((field) => asked[field]).map((field) => `params.${field}`);
  if (paths.length === 0) return;
  const message = formatMessage(lang, 'chatbotPublishesNow');
  throw new ServiceError(400, 'chatbotPublishesNow', {}, { fields: paths.map((path) => ({ path, code: 'chatbotPublishesNow', message })) });
}
