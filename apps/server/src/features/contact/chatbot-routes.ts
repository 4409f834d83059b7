import type { chatbotRoutes } from '@portal/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { chatLogs, chatPresets, chatRecords } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';
import type { RestRoutes } from '../../plugins/calls/rest-route';
import { loadPreset } from './presets';

/**
 * The chatbot's REST calls (spec 7, spec 4 "Chatbot"), for signed-in donors. The donor of a chat log is
 * always the token's: the `donorID` the spec's payloads carry is ignored.
 */
export const chatbotRoutesHandlers: RestRoutes<typeof chatbotRoutes> = {
  preset:
    ({ db }) =>
    async ({ body: { parentId } }) => {
      const preset = await loadPreset(db, parentId);
      if (!preset) throw new ServiceError(404, 'notFound');
      return { status: 200 as const, preset };
    },

  start:
    ({ db, clock }) =>
    async ({ session }) => {
      const [log] = await db.insert(chatLogs).values({ donorId: session.donorId, startedAt: clock.now() }).returning({ id: chatLogs.id });
      if (!log) throw new Error('chat log insert returned no row');
      return { status: 200 as const, chatlogID: log.id };
    },

  record:
    ({ db, clock }) =>
    async ({ session, body }) => {
      const [log] = await db
        .select({ id: chatLogs.id })
        .from(chatLogs)
        .where(and(eq(chatLogs.id, body.chatlogID), eq(chatLogs.donorId, session.donorId), isNull(chatLogs.stoppedAt)));
      if (!log) throw new ServiceError(404, 'chatNotFound');
      const [preset] = await db
        .select({ id: chatPresets.id })
        .from(chatPresets)
        .where(and(eq(chatPresets.id, body.chatPresetID), isNull(chatPresets.retiredAt)));
      if (!preset) throw new ServiceError(404, 'notFound');
      await db.insert(chatRecords).values({ chatlogId: log.id, chatPresetId: preset.id, createdAt: clock.now() });
      return { status: 200 as const };
    },

  // Stopping twice is harmless (closing the panel after a request already ended the chat).
  stop:
    ({ db, clock }) =>
    async ({ session, body }) => {
      const [log] = await db
        .select()
        .from(chatLogs)
        .where(and(eq(chatLogs.id, body.chatlogID), eq(chatLogs.donorId, session.donorId)));
      if (!log) throw new ServiceError(404, 'chatNotFound');
      if (!log.stoppedAt) await db.update(chatLogs).set({ stoppedAt: clock.now() }).where(eq(chatLogs.id, log.id));
      return { status: 200 as const };
    },
};
