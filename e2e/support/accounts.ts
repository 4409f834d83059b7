import { randomInt, randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** A client address of its own for a test (the e2e server trusts X-Forwarded-For), so per-address limits do not couple tests. */
export function testAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** Sends the page's requests (and the helpers' API calls) from `address`. */
export async function useAddress(page: Page, address: string): Promise<void> {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address });
}

export interface FreshDonor {
  firstName: string;
  lastName: string;
  email: string;
  /** 10 digits, United States. */
  phone: string;
  password: string;
}

/** A new pre-donor's details, unique in this run. */
export function freshDonor(tag: string): FreshDonor {
  const id = randomUUID().slice(0, 8);
  return {
    firstName: 'Taylor',
    lastName: `Test${id.replace(/\d/g, '')}`.slice(0, 12) || 'Tester',
    email: `e2e-${tag}-${id}@example.com`,
    phone: `512${String(randomInt(1_000_000, 9_999_999))}`,
    password: `Plasma${randomInt(1000, 9999)}Go`,
  };
}

interface OutboxMessage {
  to: string;
  template: string;
  body: string;
  createdAt: string;
}

/** Which message is waited for: created after `after` (epoch milliseconds), of `template` when named. */
export interface MessageWanted {
  after?: number;
  template?: string;
}

/**
 * The newest message to a destination from the demo outbox (`GET /api/dev/outbox`), waiting until one wanted arrives (of
 * one template when named: the registration's code, sent a moment before, must not pass for the reset's still on its way).
 */
export async function newestMessage(
  request: APIRequestContext,
  to: string,
  { after = 0, template }: MessageWanted = {},
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
        const { messages } = (await res.json()) as { messages: OutboxMessage[] };
        found = messages.find(
          (message) => Date.parse(message.createdAt) > after && (template === undefined || message.template === template),
        );
        return found !== undefined;
      },
      { message: `no message to ${to}`, timeout: 10_000 },
    )
    .toBe(true);
  return found as OutboxMessage;
}

/** The 6-digit code in the newest message wanted to a destination. */
export async function newestCode(request: APIRequestContext, to: string, wanted: MessageWanted = {}): Promise<string> {
  const message = await newestMessage(request, to, wanted);
  const code = /\b(\d{6})\b/.exec(message.body)?.[1];
  expect(code, `no code in the message to ${to}`).toBeDefined();
  return code as string;
}

async function gateway(request: APIRequestContext, address: string, key: string, params: unknown, token?: string) {
  const [serviceName, serviceType] = key.split('/');
  const res = await request.post('/api/gateway', {
    headers: { 'X-Forwarded-For': address, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    data: { serviceName, serviceType, params },
  });
  const body = (await res.json()) as Record<string, unknown>;
  expect(res.status(), `${key}: ${JSON.stringify(body)}`).toBe(200);
  return body;
}

/** Solves a captcha as the widget does and returns its payload. */
export async function solvedCaptcha(request: APIRequestContext): Promise<string> {
  const challenge = (await (await request.get('/api/captcha/challenge')).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * Registers a fresh pre-donor through the API (details, captcha, code by e-mail, password) for tests
 * that need an account of their own. Returns the session token of the new account.
 */
export async function registerThroughApi(request: APIRequestContext, address: string, donor: FreshDonor): Promise<string> {
  const started = await gateway(request, address, 'registration/startPredonor', {
    firstName: donor.firstName,
    lastName: donor.lastName,
    dob: '03-14-1992',
    gender: 'F',
    email: donor.email,
    phone: { countryCode: '1', phoneNumber: donor.phone },
    savedLocationId: 101,
    captcha: await solvedCaptcha(request),
  });
  const registrationToken = started.registrationToken as string;
  const sentAt = Date.now() - 1000;
  await gateway(request, address, 'registration/sendCode', { registrationToken, channel: 'email' });
  const code = await newestCode(request, donor.email, { after: sentAt, template: 'registrationCode' });
  await gateway(request, address, 'registration/verifyCode', { registrationToken, code });
  const done = await gateway(request, address, 'registration/setPassword', {
    registrationToken,
    password: donor.password,
    confirmPassword: donor.password,
  });
  return done.token as string;
}

/** A one-time `/Applogin` token for a signed-in account, as the mobile app gets it. */
export async function appLoginToken(request: APIRequestContext, address: string, sessionToken: string): Promise<string> {
  const reply = await gateway(request, address, 'authentication/createAppLoginToken', {}, sessionToken);
  return reply.token as string;
}

export type Tr = (key: string, values?: Record<string, string | number>) => string;

/** The resend wait as the code screens show it: a countdown from 5:00. */
export function resendWait(tr: Tr): RegExp {
  const escaped = tr('forms:code.resendIn', { time: 'TIME' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(escaped.replace('TIME', '[45]:\\d\\d'));
}

/** Signs a fresh account in through the login screen. */
export async function signInAs(page: Page, tr: Tr, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(tr('auth:login.username')).fill(username);
  await page.getByLabel(tr('auth:login.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: tr('auth:login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}
