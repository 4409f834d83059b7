import { sql, and, eq, isNull, notInArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { ChatbotFields, ChatNodeFields } from '@portal/contract/entities/chatbot-tree';
import { chatbotTrees, chatPresets } from '../../../db/schema/index';
import { ServiceError } from '../../../lib/service-error';
import { bilingualGaps } from '../bilingual-gaps';
import type { ContentType, StoredItem } from '../content-type';

type Row = typeof chatbotTrees.$inferSelect;

/** A stored tree as the content machinery handles it. */
export function itemOf(row: Row): StoredItem<ChatbotFields> {
  return {
    id: row.id,
    fields: row.fields,
    window: { publishAt: row.publishedAt, expireAt: row.expiresAt, retiredAt: row.retiredAt },
    version: row.version,
  };
}

function columnsOf(item: StoredItem<ChatbotFields>) {
  return {
    fields: item.fields,
    publishedAt: item.window.publishAt,
    expiresAt: item.window.expireAt,
    retiredAt: item.window.retiredAt,
    version: item.version,
  };
}

/** The published rows of a tree, parents before their options; every node has its id once saved. */
function presetRows(root: ChatNodeFields) {
  const rows: (typeof chatPresets.$inferInsert & { id: string })[] = [];
  const walk = (node: ChatNodeFields, parentId: string | null, position: number) => {
    if (!node.id) throw new Error('a chatbot node is published without its id');
    rows.push({ id: node.id, parentId, text: node.text, description: node.description, isFeedback: node.isFeedback, position });
    node.children.forEach((child, i) => walk(child, node.id ?? null, i));
  };
  walk(root, null, 0);
  return rows;
}

/**
 * Publishing copies the tree into `chat_presets`, which donors read: nodes by id (a node keeps its row through
 * every edit, so donors' chat history keeps naming it), and the nodes the tree no longer has are retired, never
 * deleted.
 */
async function publishTree(tx: Tx, item: StoredItem<ChatbotFields>, at: Date): Promise<void> {
  const rows = presetRows(item.fields.root);
  await tx
    .update(chatPresets)
    .set({ retiredAt: at })
    .where(
      and(
        isNull(chatPresets.retiredAt),
        notInArray(
          chatPresets.id,
          rows.map((row) => row.id),
        ),
      ),
    );
  // One statement: the parent key is checked once every row of it is written.
  await tx
    .insert(chatPresets)
    .values(rows.map((row) => ({ ...row, retiredAt: null })))
    .onConflictDoUpdate({
      target: chatPresets.id,
      set: {
        parentId: sql`excluded.parent_id`,
        text: sql`excluded.text`,
        description: sql`excluded.description`,
        isFeedback: sql`excluded.is_feedback`,
        position: sql`excluded.position`,
        retiredAt: null,
      },
    });
  await tx.update(chatbotTrees).set({ publishedVersion: item.version }).where(eq(chatbotTrees.id, item.id));
}

/** Every node without an id gets one, before the tree is saved: ids are what donors' chat history names. */
export function withNodeIds(fields: ChatbotFields): ChatbotFields {
  const assign = (node: ChatNodeFields): ChatNodeFields => ({
    ...node,
    id: node.id ?? crypto.randomUUID(),
    children: node.children.map(assign),
  });
  return { root: assign(fields.root) };
}

/** The donor chatbot's tree (spec 3 "Chat preset node") as one item: a draft in `chatbot_trees`, published into `chat_presets`. */
export const chatbotContent: ContentType<ChatbotFields> = {
  kind: 'chatbot',
  idPrefix: 'chatbot',
  title: (fields) => fields.root.text,
  gaps: (fields) => bilingualGaps({ root: fields.root }),
  async list(db) {
    return (await db.select().from(chatbotTrees)).map(itemOf);
  },
  async find(db, id) {
    const [row] = await db.select().from(chatbotTrees).where(eq(chatbotTrees.id, id));
    return row ? itemOf(row) : undefined;
  },
  async insert(db, item, at) {
    const rows = await db
      .insert(chatbotTrees)
      .values({ id: item.id, createdAt: at, ...columnsOf(item) })
      .onConflictDoNothing()
      .returning({ id: chatbotTrees.id });
    if (rows.length === 0) throw new ServiceError(409, 'contentVersionConflict');
  },
  async update(db, item, expected) {
    const rows = await db
      .update(chatbotTrees)
      .set(columnsOf(item))
      .where(and(eq(chatbotTrees.id, item.id), eq(chatbotTrees.version, expected)))
      .returning({ id: chatbotTrees.id });
    return rows.length === 1;
  },
  liveCopy: { publish: publishTree },
};
