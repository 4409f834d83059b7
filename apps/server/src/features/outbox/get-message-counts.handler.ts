import { messageChannels } from '@portal/contract/entities/message-log';
import { and, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { rows } from '../../db/client';
import { messagesOutbox } from '../../db/schema/index';
import type { Handler } from '../../service-context';

/** Today's failed messages (since midnight UTC) and those waiting for a try now, by channel: two indexed counts. */
export const getMessageCountsHandler: Handler<'messages/getMessageCounts'> = async (ctx) => {
  const now = ctx.clock.now();
  const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const count = (where: ReturnType<typeof and>) =>
    rows<{ channel: string; count: number }>(
      ctx.db,
      sql`select ${messagesOutbox.channel} as channel, count(*)::int as count from ${messagesOutbox} where ${where} group by 1`,
    );
  const failed = await count(and(inArray(messagesOutbox.state, ['failed', 'undeliverable']), gte(messagesOutbox.stateChangedAt, midnight)));
  const waiting = await count(and(inArray(messagesOutbox.state, ['queued', 'sending']), isNotNull(messagesOutbox.nextAttemptAt)));
  const of = (list: { channel: string; count: number }[], channel: string) =>
    Number(list.find((row) => row.channel === channel)?.count ?? 0);
  return {
    status: 200,
    channels: messageChannels.map((channel) => ({ channel, failedToday: of(failed, channel), waiting: of(waiting, channel) })),
  };
};
