import type { Bilingual } from '@portal/contract';
import type { Db } from '../client';
import { chatPresets } from '../schema/index';

/** A preset and the options below it, as the tree is written in demo content and tests. */
export interface ChatNodeInput {
  text: Bilingual;
  description: Bilingual;
  isFeedback?: boolean;
  children?: ChatNodeInput[];
}

/** Inserts a preset tree depth-first; returns the ids by path of option positions ('' for the root, '0', '0.1', …). */
export async function createChatTree(db: Db, root: ChatNodeInput): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  async function insert(node: ChatNodeInput, parentId: string | null, position: number, path: string): Promise<void> {
    const [row] = await db
      .insert(chatPresets)
      .values({ parentId, text: node.text, description: node.description, isFeedback: node.isFeedback ?? false, position })
      .returning({ id: chatPresets.id });
    if (!row) throw new Error('chat preset insert returned no row');
    ids.set(path, row.id);
    for (const [i, child] of (node.children ?? []).entries()) await insert(child, row.id, i, path === '' ? String(i) : `${path}.${i}`);
  }
  await insert(root, null, 0, '');
  return ids;
}
