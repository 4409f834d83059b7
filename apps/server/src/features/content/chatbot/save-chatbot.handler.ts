import { CHATBOT_TREE_ID } from '@portal/contract/entities/chatbot-tree';
import type { Handler } from '../../../service-context';
import { chatbotContent, withNodeIds } from './chatbot-content';
import { createItem } from '../content-items';
import { editorOf } from '../editor';
import { saveFields } from '../save-fields';

/** Saves the tree's draft (new nodes get their ids), or creates the one tree where there is none; audited. */
export const saveChatbotHandler: Handler<'content/saveChatbot'> = async (ctx, params) => {
  const fields = withNodeIds(params.fields);
  if (params.expectedVersion !== undefined) {
    return saveFields(ctx, chatbotContent, { id: CHATBOT_TREE_ID, expectedVersion: params.expectedVersion, fields });
  }
  const item = await createItem(ctx.db, chatbotContent, { id: CHATBOT_TREE_ID, fields }, editorOf(ctx));
  ctx.audit({ objectType: 'chatbot', objectId: item.id, after: { version: item.version } });
  return { status: 200, id: item.id, version: item.version };
};
