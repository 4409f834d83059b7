import { z } from 'zod';
import { defineRestRoute, okStatus } from '../../gateway';
import { safeText } from '../../rules/safe-input';

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
  // One destination at a time: a listing of every code sent would open every account to whoever reaches the route.
  query: z.object({ to: safeText(254).trim().toLowerCase().min(1) }),
  reply: z.object({ status: okStatus, messages: z.array(outboxMessageSchema) }),
  personalData: true,
});
