import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { expect } from '@playwright/test';
import { testAddress } from './accounts';

/** The operations key `start-server.sh` gives the e2e server. */
export const E2E_OPS_KEY = 'e2e-demo-ops-key-0123456789abcdef';
/** The demo password, so the sign-in fixture signs fresh donors in too. */
export const FRESH_PASSWORD = 'Plasma#2026';
/** Demo Plasma Austin North (demo data). */
export const DEMO_CENTER_ID = 101;

async function gateway<T>(
  request: APIRequestContext,
  serviceName: string,
  serviceType: string,
  params: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await request.post('/api/gateway', { data: { serviceName, serviceType, params }, headers });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

/**
 * Registers a new pre-donor through the real API (captcha solved as the widget would, code read from
 * the demo outbox), so a test that changes state has a donor of its own. Returns e-mail and donor number.
 */
export async function registerFreshDonor(
  request: APIRequestContext,
  emailPrefix = 'rewards',
  /** `phone`: her number (10 digits); `codeByText`: a code is first sent by text (to the e2e server's Twilio stand-in). */
  options: { phone?: string; codeByText?: boolean } = {},
): Promise<{ email: string; donorNumber: string }> {
  // Each registration from an address of its own, as real donors are: the per-address code budget stays per test.
  const headers = { 'X-Forwarded-For': testAddress() };
  const challenge = (await (await request.get('/api/captcha/challenge', { headers })).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const email = `${emailPrefix}-${randomBytes(5).toString('hex')}@example.com`;
  const { registrationToken } = await gateway<{ registrationToken: string }>(
    request,
    'registration',
    'startPredonor',
    {
      firstName: 'Robin',
      lastName: 'Rewards',
      dob: '04-12-1994',
      gender: 'F',
      email,
      phone: { countryCode: '1', phoneNumber: options.phone ?? `512${String(Date.now()).slice(-7)}` },
      savedLocationId: DEMO_CENTER_ID,
      captcha,
    },
    headers,
  );
  if (options.codeByText) await gateway(request, 'registration', 'sendCode', { registrationToken, channel: 'sms' }, headers);
  await gateway(request, 'registration', 'sendCode', { registrationToken, channel: 'email' }, headers);
  const outbox = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`, { headers })).json()) as {
    messages: { body: string }[];
  };
  const code = /\b(\d{6})\b/.exec(outbox.messages[0]?.body ?? '')?.[1];
  expect(code, 'verification code in the outbox').toBeTruthy();
  await gateway(request, 'registration', 'verifyCode', { registrationToken, code }, headers);
  const done = await gateway<{ user: { donorID: string } }>(
    request,
    'registration',
    'setPassword',
    {
      registrationToken,
      password: FRESH_PASSWORD,
      confirmPassword: FRESH_PASSWORD,
    },
    headers,
  );
  return { email, donorNumber: done.user.donorID };
}

let visitSequence = 0;

/** Records a completed donation as a center's system would (`POST /api/ops/visits`), checked in `hoursAgo` hours ago. */
export async function recordDonation(
  request: APIRequestContext,
  donorNumber: string,
  hoursAgo = 2,
): Promise<{ visitID: string; pointsAwarded: number }> {
  visitSequence += 1;
  const checkin = new Date(Date.now() - hoursAgo * 3_600_000);
  const checkout = new Date(checkin.getTime() + 75 * 60_000);
  const res = await request.post('/api/ops/visits', {
    headers: { 'x-ops-key': E2E_OPS_KEY },
    data: {
      donorNumber,
      locationID: DEMO_CENTER_ID,
      visitNumber: `E2E-${donorNumber}-${visitSequence}-${randomBytes(3).toString('hex')}`,
      checkinTS: checkin.toISOString(),
      checkoutTS: checkout.toISOString(),
      donated: true,
      payments: [{ paymentDate: checkout.toISOString(), amount: 65 }],
      screeningTests: [{ type: 'weight', value: 160 }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { visitID: string; pointsAwarded: number };
}
