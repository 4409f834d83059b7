import type { Bilingual } from '@portal/contract';
import { CHATBOT_TREE_ID, type ChatNodeFields } from '@portal/contract/entities/chatbot-tree';
import type { Db } from '../client';
import { chatbotContent, withNodeIds } from '../../features/content/chatbot/chatbot-content';
import { createItem } from '../../features/content/content-items';

/** A preset and the options below it, as the tree is written in demo content and tests. */
export interface ChatNodeInput {
  text: Bilingual;
  description: Bilingual;
  isFeedback?: boolean;
  children?: ChatNodeInput[];
}

const fieldsOf = (node: ChatNodeInput): ChatNodeFields => ({
  text: node.text,
  description: node.description,
  isFeedback: node.isFeedback ?? false,
  children: (node.children ?? []).map(fieldsOf),
});

/**
 * The chatbot tree through the console's own create function (a first revision, published at `at`, so donors see
 * it); returns the node ids by path of option positions ('' for the root, '0', '0.1', …).
 */
export async function createChatTree(db: Db, root: ChatNodeInput, at = new Date()): Promise<Map<string, string>> {
  const fields = withNodeIds({ root: fieldsOf(root) });
  await createItem(
    db,
    chatbotContent,
    { id: CHATBOT_TREE_ID, fields, window: { publishAt: at, expireAt: null, retiredAt: null } },
    { staffId: null, at },
  );
  const ids = new Map<string, string>();
  const walk = (node: ChatNodeFields, path: string) => {
    ids.set(path, node.id ?? '');
    node.children.forEach((child, i) => walk(child, path === '' ? String(i) : `${path}.${i}`));
  };
  walk(fields.root, '');
  return ids;
}
