import { CHATBOT_TREE_ID } from '@portal/contract/entities/chatbot-tree';
import { eq } from 'drizzle-orm';
import { chatbotTrees } from '../../../db/schema/index';
import type { Handler } from '../../../service-context';
import { chatbotContent, itemOf } from './chatbot-content';
import { summaryOf } from '../content-items';

/** The chatbot tree's draft with its window, version and the version donors see; null before any save. */
export const getChatbotHandler: Handler<'content/getChatbot'> = async (ctx) => {
  const [row] = await ctx.db.select().from(chatbotTrees).where(eq(chatbotTrees.id, CHATBOT_TREE_ID));
  if (!row) return { status: 200, item: null };
  const item = itemOf(row);
  return {
    status: 200,
    item: { ...summaryOf(chatbotContent, item, ctx.clock.now()), fields: item.fields, publishedVersion: row.publishedVersion },
  };
};
