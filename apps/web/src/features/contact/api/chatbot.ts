import { chatbotUrls, type ChatPreset } from '@portal/contract/services/contact/chatbot';
import { postJson, type RestOptions } from '../../../lib/rest';

/** The chatbot's REST calls (spec 7). The donor of a chat is the token's; donorID is sent for the spec's shape only. */
export const chatbotApi = {
  preset: (parentId: string | null, options: RestOptions) =>
    postJson<{ preset: ChatPreset }>(chatbotUrls.preset, { parentId }, options).then((r) => r.preset),
  start: (donorID: string, options: RestOptions) =>
    postJson<{ chatlogID: string }>(chatbotUrls.start, { donorID }, options).then((r) => r.chatlogID),
  record: (chatlogID: string, chatPresetID: string, donorID: string, options: RestOptions) =>
    postJson(chatbotUrls.record, { chatlogID, chatPresetID, donorID }, options),
  stop: (chatlogID: string, options: RestOptions) => postJson(chatbotUrls.stop, { chatlogID }, options),
};
