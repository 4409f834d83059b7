import { chatbotUrls, type ChatPreset } from '@portal/contract/services/contact/chatbot';
import type { ChatSource } from '../../../components/chatbot/chatbot-panel';
import { postJson } from '../../../lib/rest';

/**
 * The chatbot's REST calls (spec 7), in the conversation's order: step by step, not cached. The donor of a chat is
 * the token's; donorID is sent for the spec's shape only.
 */
export const chatbotApi = {
  preset: (parentId: string | null) => postJson<{ preset: ChatPreset }>(chatbotUrls.preset, { parentId }).then((r) => r.preset),
  start: (donorID: string) => postJson<{ chatlogID: string }>(chatbotUrls.start, { donorID }).then((r) => r.chatlogID),
  record: (chatlogID: string, chatPresetID: string, donorID: string) => postJson(chatbotUrls.record, { chatlogID, chatPresetID, donorID }),
  stop: (chatlogID: string) => postJson(chatbotUrls.stop, { chatlogID }),
};

/** The donor's conversation: her chat log on the server, with the published tree. */
export function donorChatSource(donorID: string): ChatSource {
  return {
    preset: chatbotApi.preset,
    start: () => chatbotApi.start(donorID),
    record: (chatlogID, chatPresetID) => chatbotApi.record(chatlogID, chatPresetID, donorID),
    stop: chatbotApi.stop,
  };
}
