import type { ChatPreset } from '@portal/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatPresets } from '../../db/schema/index';

/**
 * A published preset with its parent and its options in order; `parentId` null asks for the root. Null when absent
 * or retired: a retired node stays in donors' chat history but is never offered again.
 */
export async function loadPreset(db: Db, parentId: string | null): Promise<ChatPreset | null> {
  const [node] = await db
    .select()
    .from(chatPresets)
    .where(and(isNull(chatPresets.retiredAt), parentId === null ? isNull(chatPresets.parentId) : eq(chatPresets.id, parentId)))
    .orderBy(asc(chatPresets.position))
    .limit(1);
  if (!node) return null;
  const [parent] = node.parentId ? await db.select().from(chatPresets).where(eq(chatPresets.id, node.parentId)) : [];
  const children = await db
    .select()
    .from(chatPresets)
    .where(and(eq(chatPresets.parentId, node.id), isNull(chatPresets.retiredAt)))
    .orderBy(asc(chatPresets.position));
  return {
    _id: node.id,
    text: node.text,
    description: node.description,
    isFeedback: node.isFeedback,
    parent: parent ? { _id: parent.id, parent: parent.parentId, description: parent.description } : null,
    children: children.map((c) => ({ _id: c.id, text: c.text, isFeedback: c.isFeedback })),
  };
}
