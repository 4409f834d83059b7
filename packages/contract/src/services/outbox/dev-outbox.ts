import { z } from 'zod';
import { defineRestRoute, okStatus } from '../../gateway';

const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.string(),
  to: z.string(),
  language: z.string(),
  template: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
});

/**
 * `GET /api/dev/outbox?to=<destination>`: the newest messages sent, so a developer or the e2e tests can read a
 * code without a mailbox. Demo mode only; the messages hold codes and addresses, so never cached.
 */
export const devOutboxRoute = defineRestRoute({
  method: 'GET',
  url: '/api/dev/outbox',
  auth: 'public',
  query: z.object({ to: z.string().trim().toLowerCase().max(254).optional() }),
  reply: z.object({ status: okStatus, messages: z.array(outboxMessageSchema) }),
  personalData: true,
});
