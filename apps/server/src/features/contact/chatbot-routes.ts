import { chatbotUrls, chatPresetParamsSchema, chatRecordParamsSchema, chatStartParamsSchema, chatStopParamsSchema } from '@portal/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { chatLogs, chatPresets, chatRecords } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';
import { parseBody, requireSession } from '../../plugins/rest-route';
import type { Services } from '../service-context';
import { loadPreset } from './presets';

/**
 * The chatbot's REST calls (spec 7, spec 4 "Chatbot"), for signed-in donors. The donor of a chat log is
 * always the token's: the `donorID` the spec's payloads carry is ignored.
 */
export function registerChatbot(app: FastifyInstance, services: Services): void {
  const { db, clock } = services;

  app.post(chatbotUrls.preset, async (request) => {
    await requireSession(services, request);
    const { parentId } = parseBody(chatPresetParamsSchema, request.body, request.lang);
    const preset = await loadPreset(db, parentId);
    if (!preset) throw new ServiceError(404, 'notFound');
    return { status: 200, preset };
  });

  app.post(chatbotUrls.start, async (request) => {
    const session = await requireSession(services, request);
    parseBody(chatStartParamsSchema, request.body, request.lang);
    const [log] = await db.insert(chatLogs).values({ donorId: session.donorId, startedAt: clock.now() }).returning({ id: chatLogs.id });
    if (!log) throw new Error('chat log insert returned no row');
    return { status: 200, chatlogID: log.id };
  });

  app.post(chatbotUrls.record, async (request) => {
    const session = await requireSession(services, request);
    const body = parseBody(chatRecordParamsSchema, request.body, request.lang);
    const [log] = await db
      .select({ id: chatLogs.id })
      .from(chatLogs)
      .where(and(eq(chatLogs.id, body.chatlogID), eq(chatLogs.donorId, session.donorId), isNull(chatLogs.stoppedAt)));
    if (!log) throw new ServiceError(404, 'chatNotFound');
    const [preset] = await db.select({ id: chatPresets.id }).from(chatPresets).where(eq(chatPresets.id, body.chatPresetID));
    if (!preset) throw new ServiceError(404, 'notFound');
    await db.insert(chatRecords).values({ chatlogId: log.id, chatPresetId: preset.id, createdAt: clock.now() });
    return { status: 200 };
  });

  // Stopping twice is harmless (closing the panel after a request already ended the chat).
  app.post(chatbotUrls.stop, async (request) => {
    const session = await requireSession(services, request);
    const body = parseBody(chatStopParamsSchema, request.body, request.lang);
    const [log] = await db
      .select()
      .from(chatLogs)
      .where(and(eq(chatLogs.id, body.chatlogID), eq(chatLogs.donorId, session.donorId)));
    if (!log) throw new ServiceError(404, 'chatNotFound');
    if (!log.stoppedAt) await db.update(chatLogs).set({ stoppedAt: clock.now() }).where(eq(chatLogs.id, log.id));
    return { status: 200 };
  });
}
