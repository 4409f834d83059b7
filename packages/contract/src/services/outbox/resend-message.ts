import { z } from 'zod';
import { messageLogRoles } from '../../entities/message-log';
import { defineService, okStatus } from '../../gateway';
import { donorNumberSchema } from '../../rules/fields';

/**
 * Sends a failed appointment message of a donor again: a new outbox row with the same text, tried at once by the
 * delivery job. Only `failed` appointment messages (404 for another message, 409 for one that did not fail). Audited.
 */
export const resendMessage = defineService({
  serviceName: 'messages',
  serviceType: 'resendMessage',
  auth: { staff: messageLogRoles },
  kind: 'mutation',
  personalData: false,
  params: z.object({ donorNumber: donorNumberSchema, messageId: z.uuid() }),
  reply: z.object({ status: okStatus, messageId: z.string() }),
});
