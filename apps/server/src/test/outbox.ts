import { expect } from 'vitest';
import type { TestApp } from './test-app';

export interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  language: string;
  template: string;
  subject: string;
  body: string;
  sentAt: string | null;
  error: string | null;
}

/** The messages sent to a destination, newest first, read as the e2e tests do: from the developer outbox. */
export async function outbox(t: TestApp, to: string): Promise<OutboxMessage[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ messages: OutboxMessage[] }>().messages;
}

/** The 6-digit code in the newest message to a destination. */
export async function latestCode(t: TestApp, to: string): Promise<string> {
  const [newest] = await outbox(t, to);
  const code = /\b(\d{6})\b/.exec(newest?.body ?? '')?.[1];
  expect(code, `no code sent to ${to}`).toBeDefined();
  return code as string;
}
