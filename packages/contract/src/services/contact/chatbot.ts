import { z } from 'zod';
import { bilingualTextSchema } from '../../entities/bilingual';
import { defineRestRoute } from '../../gateway';
import { safeText } from '../../rules/safe-input';

/** The chatbot's REST calls (spec 7): a preset, then a chat log's start, records and stop. */
export const chatbotUrls = {
  preset: '/api/app-feedback/chatbot',
  start: '/api/app-feedback/chatbot/start',
  record: '/api/app-feedback/chatbot/record',
  stop: '/api/app-feedback/chatbot/stop',
} as const;

export const chatPresetParamsSchema = z.object({ parentId: z.uuid().nullable() });

const presetSummary = z.object({ _id: z.string(), text: bilingualTextSchema, isFeedback: z.boolean() });

/**
 * Spec 3 "Chat preset node": the option's own text, the bot's answer (`description`), its parent
 * (with the parent's own parent id) and the options that follow.
 */
export const chatPresetSchema = presetSummary.extend({
  description: bilingualTextSchema,
  parent: z.object({ _id: z.string(), parent: z.string().nullable(), description: bilingualTextSchema }).nullable(),
  children: z.array(presetSummary),
});
export type ChatPreset = z.infer<typeof chatPresetSchema>;
export const chatPresetReplySchema = z.object({ status: z.literal(200), preset: chatPresetSchema });

/** `donorID` is accepted for the spec's payload shape but ignored: the donor is the token's. */
export const chatStartParamsSchema = z.object({ donorID: safeText(64).optional() });
export const chatStartReplySchema = z.object({ status: z.literal(200), chatlogID: z.string() });

export const chatRecordParamsSchema = z.object({
  chatlogID: z.uuid('chatNotFound'),
  chatPresetID: z.uuid('chatNotFound'),
  donorID: safeText(64).optional(),
});
export const chatStopParamsSchema = z.object({ chatlogID: z.uuid('chatNotFound') });
export const chatAckReplySchema = z.object({ status: z.literal(200) });

/** The chatbot's routes for the REST route helper: signed-in donors only, and every reply is the donor's own chat. */
export const chatbotRoutes = {
  preset: defineRestRoute({
    method: 'POST',
    url: chatbotUrls.preset,
    auth: 'donor',
    body: chatPresetParamsSchema,
    reply: chatPresetReplySchema,
    personalData: true,
  }),
  start: defineRestRoute({
    method: 'POST',
    url: chatbotUrls.start,
    auth: 'donor',
    body: chatStartParamsSchema,
    reply: chatStartReplySchema,
    personalData: true,
  }),
  record: defineRestRoute({
    method: 'POST',
    url: chatbotUrls.record,
    auth: 'donor',
    body: chatRecordParamsSchema,
    reply: chatAckReplySchema,
    personalData: true,
  }),
  stop: defineRestRoute({
    method: 'POST',
    url: chatbotUrls.stop,
    auth: 'donor',
    body: chatStopParamsSchema,
    reply: chatAckReplySchema,
    personalData: true,
  }),
};
