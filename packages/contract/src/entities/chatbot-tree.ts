import { z } from 'zod';
import type { Bilingual } from './bilingual';
import { safeMultilineText, safeText } from '../rules/safe-input';

/** The chatbot tree's bounds: a label fits a button, an answer a few chat lines, the tree a console page. */
export const CHAT_LABEL_MAX = 120;
export const CHAT_ANSWER_MAX = 1000;
export const CHAT_MAX_OPTIONS = 12;
/** Levels of options below the greeting. */
export const CHAT_MAX_DEPTH = 6;
export const CHAT_MAX_NODES = 200;
/** The one chatbot tree's id: the console edits the whole tree as one content item (decision 030). */
export const CHATBOT_TREE_ID = 'chatbot';

/**
 * One node of the donor chatbot's tree (spec 3 "Chat preset node") as editors write it: the option's label the
 * donor picks (`text`; the root's is the chat's name), the bot's answer (`description`), whether it offers a request
 * to donor care, and the options that follow, in order. `id` names the node in donors' chat history: it is kept
 * through every edit; a new node has none until it is saved.
 */
export interface ChatNodeFields {
  id?: string | undefined;
  text: Bilingual;
  description: Bilingual;
  isFeedback: boolean;
  children: ChatNodeFields[];
}

export const chatNodeFieldsSchema: z.ZodType<ChatNodeFields> = z.object({
  id: z.uuid().optional(),
  text: z.object({ en: safeText(CHAT_LABEL_MAX), es: safeText(CHAT_LABEL_MAX) }),
  description: z.object({ en: safeMultilineText(CHAT_ANSWER_MAX), es: safeMultilineText(CHAT_ANSWER_MAX) }),
  isFeedback: z.boolean(),
  get children() {
    return z.array(chatNodeFieldsSchema).max(CHAT_MAX_OPTIONS);
  },
});

/** Every node of a tree with its dotted path below the root's (`root`, `root.children.0`, …) and its depth. */
export function chatNodesOf(root: ChatNodeFields): { node: ChatNodeFields; path: string; depth: number }[] {
  const out: { node: ChatNodeFields; path: string; depth: number }[] = [];
  const walk = (node: ChatNodeFields, path: string, depth: number) => {
    out.push({ node, path, depth });
    node.children.forEach((child, i) => walk(child, `${path}.children.${i}`, depth + 1));
  };
  walk(root, 'root', 0);
  return out;
}

/** The chatbot tree as the console saves it: bounded in depth and size, each node's id once. */
export const chatbotFieldsSchema = z.object({ root: chatNodeFieldsSchema }).superRefine((fields, context) => {
  const nodes = chatNodesOf(fields.root);
  if (nodes.length > CHAT_MAX_NODES) context.addIssue({ code: 'custom', message: 'chatTreeTooLarge', path: ['root'] });
  const tooDeep = nodes.find((entry) => entry.depth > CHAT_MAX_DEPTH);
  if (tooDeep) context.addIssue({ code: 'custom', message: 'chatTreeTooDeep', path: tooDeep.path.split('.') });
  const seen = new Set<string>();
  for (const { node, path } of nodes) {
    if (node.id === undefined) continue;
    if (seen.has(node.id)) context.addIssue({ code: 'custom', message: 'chatNodeRepeated', path: [...path.split('.'), 'id'] });
    seen.add(node.id);
  }
});
export type ChatbotFields = z.infer<typeof chatbotFieldsSchema>;
