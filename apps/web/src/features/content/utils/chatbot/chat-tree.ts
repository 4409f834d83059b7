import type { ChatbotFields, ChatNodeFields } from '@portal/contract/entities/chatbot-tree';
import type { ChatPreset } from '@portal/contract/services/contact/chatbot';
import type { ChatSource } from '../../../../components/chatbot/chatbot-panel';

const empty = () => ({ en: '', es: '' });

/** A new option: no id until it is saved (the server gives it one, which donors' chat history will name). */
export const emptyChatNode = (): ChatNodeFields => ({ text: empty(), description: empty(), isFeedback: false, children: [] });

/** Where an editor starts when no tree was ever saved: a greeting and no options. */
export const emptyChatTree = (): ChatbotFields => ({ root: emptyChatNode() });

/**
 * The draft tree as the donor's chat reads it, one preset at a time, for the preview: nothing is recorded and no
 * request is sent. An unsaved node is named by its place in the tree.
 */
export function draftChatSource(fields: ChatbotFields): ChatSource {
  interface Entry {
    key: string;
    node: ChatNodeFields;
    parent: Entry | null;
  }
  const entries = new Map<string, Entry>();
  const keys = new Map<ChatNodeFields, string>();
  const walk = (node: ChatNodeFields, path: string, parent: Entry | null): Entry => {
    const entry: Entry = { key: node.id ?? `draft:${path}`, node, parent };
    entries.set(entry.key, entry);
    keys.set(node, entry.key);
    node.children.forEach((child, i) => walk(child, `${path}.${i}`, entry));
    return entry;
  };
  const root = walk(fields.root, 'root', null);
  const presetOf = ({ key, node, parent }: Entry): ChatPreset => ({
    _id: key,
    text: node.text,
    description: node.description,
    isFeedback: node.isFeedback,
    parent: parent ? { _id: parent.key, parent: parent.parent?.key ?? null, description: parent.node.description } : null,
    children: node.children.map((child) => ({ _id: keys.get(child) ?? '', text: child.text, isFeedback: child.isFeedback })),
  });
  return {
    preset: (parentId) => {
      const entry = parentId === null ? root : entries.get(parentId);
      return entry ? Promise.resolve(presetOf(entry)) : Promise.reject(new Error('not in the draft'));
    },
    start: () => Promise.resolve('preview'),
    record: () => Promise.resolve(),
    stop: () => Promise.resolve(),
  };
}
