import { z } from 'zod';
import { messageChannels } from '../../entities/message-log';
import { defineService, okStatus } from '../../gateway';

/**
 * The admin dashboard's messages: by channel, those that failed today (UTC day: failed or undeliverable) and those
 * waiting now for a try (queued or being sent, a try planned).
 */
export const getMessageCounts = defineService({
  serviceName: 'messages',
  serviceType: 'getMessageCounts',
  auth: { staff: ['admin'] },
  kind: 'query',
  personalData: false,
  params: z.object({}),
  reply: z.object({
    status: okStatus,
    channels: z.array(z.object({ channel: z.enum(messageChannels), failedToday: z.number().int(), waiting: z.number().int() })),
  }),
});
