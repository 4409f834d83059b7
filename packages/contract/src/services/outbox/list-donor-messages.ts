import { z } from 'zod';
import { messageLogRoles, loggedMessageSchema, messageStates } from '../../entities/message-log';
import { defineService, okStatus } from '../../gateway';
import { donorNumberSchema } from '../../rules/fields';

/**
 * A donor's messages, newest first (the 100 newest), for donor care's "did she get it": time, channel, template,
 * destination masked, state, provider error, tries; never the text. Center roles see only donors of their centers
 * (404 otherwise); each read is audited.
 */
export const listDonorMessages = defineService({
  serviceName: 'messages',
  serviceType: 'listDonorMessages',
  auth: { staff: messageLogRoles },
  kind: 'query',
  personalData: true,
  auditRead: true,
  params: z.object({ donorNumber: donorNumberSchema, state: z.enum(messageStates).optional() }),
  reply: z.object({
    status: okStatus,
    donor: z.object({ id: z.string(), donorNumber: z.string(), firstName: z.string(), lastName: z.string() }),
    messages: z.array(loggedMessageSchema),
  }),
});
