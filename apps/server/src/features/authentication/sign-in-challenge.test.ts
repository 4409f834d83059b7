import { LOGIN_DELAY_BASE_MS, LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_ADDRESS, LOGIN_WINDOW_MS } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDonor, type DonorRow } from '../../db/factories/donors';
import { solvedCaptcha } from '../../test/captcha';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app';

/** Failed sign-ins slow down, then need a captcha; the owner who solves it always gets in (decision 014). */
let t: TestApp;

beforeAll(async () => {
  // altcha-lib checks a challenge's expiry against the wall clock: set it to the test clock's time.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(TEST_NOW) });
  t = await createTestApp({ env: { CAPTCHA_COST: '20' } });
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});
beforeEach(() => {
  t.clock.waits.splice(0);
});

const login = (username: string, password: string, options: { ip?: string; lang?: string; captcha?: string } = {}) =>
  t.call(
    'authentication/login',
    { username, password, ...(options.captcha ? { captcha: options.captcha } : {}) },
    { ip: options.ip ?? '10.0.0.1', ...(options.lang ? { lang: options.lang } : {}) },
  );

/** Fails `n` times from different addresses, alternating the identifiers given. */
async function fail(n: number, identifiers: readonly string[]) {
  for (let i = 0; i < n; i += 1) {
    const res = await login(identifiers[i % identifiers.length] ?? '', 'Wrong#1', { ip: `10.1.0.${i + 1}` });
    expect(res.json()).toMatchObject({ status: 401, code: 'invalidCredentials' });
  }
}

/** The waits the server decided for a sign-in history, as the delay schedule gives them. */
const expectedWaits = (failures: number) => Array.from({ length: failures - 1 }, (_, i) => LOGIN_DELAY_BASE_MS * 2 ** i);

describe('sign-in after failures', () => {
  let owner: DonorRow;
  beforeAll(async () => {
    owner = await createDonor(t.database.db, { email: 'owner@example.com', donorNumber: 'D7100001' });
  });

  it('slows each attempt more than the last, counting her e-mail and donor number together', async () => {
    await fail(LOGIN_FAILURES_PER_ACCOUNT, ['owner@example.com', 'd7100001', ' OWNER@example.com ']);
    expect(t.clock.waits).toEqual(expectedWaits(LOGIN_FAILURES_PER_ACCOUNT));
  });

  it('then asks for a captcha, in her language, even with the right password: a challenge, never a lockout', async () => {
    const challenged = await login('owner@example.com', 'Plasma#2026', { ip: '10.2.0.1', lang: 'es' });
    expect(challenged.statusCode).toBe(429);
    expect(challenged.json()).toEqual({
      status: 429,
      code: 'challengeRequired',
      message: 'Demasiados intentos. Confirma que no eres un robot y vuelve a iniciar sesión.',
    });
    expect(challenged.headers['retry-after']).toBeUndefined();
    // No password was checked: the challenge answers before any wait.
    expect(t.clock.waits).toEqual([]);
  });

  it('refuses a forged captcha and lets the owner in with a solved one, after the longest wait so far', async () => {
    expect((await login('D7100001', 'Plasma#2026', { captcha: 'bm90IGEgY2FwdGNoYQ==' })).json()).toMatchObject({ code: 'captchaInvalid' });
    const res = await login('D7100001', 'Plasma#2026', { captcha: await solvedCaptcha(t) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ user: { _id: string } }>().user._id).toBe(owner.id);
    expect(t.clock.waits).toEqual([LOGIN_DELAY_BASE_MS * 2 ** (LOGIN_FAILURES_PER_ACCOUNT - 1)]);
  });

  it('forgets the failures once she is in', async () => {
    expect((await login('owner@example.com', 'Wrong#1')).json()).toMatchObject({ code: 'invalidCredentials' });
    expect(t.clock.waits).toEqual([]);
  });

  it('spends a captcha once: a replayed one is refused', async () => {
    await createDonor(t.database.db, { email: 'replay@example.com' });
    await fail(LOGIN_FAILURES_PER_ACCOUNT, ['replay@example.com']);
    const captcha = await solvedCaptcha(t);
    expect((await login('replay@example.com', 'Wrong#2', { captcha })).json()).toMatchObject({ code: 'invalidCredentials' });
    expect((await login('replay@example.com', 'Plasma#2026', { captcha })).json()).toMatchObject({ code: 'captchaInvalid' });
  });

  it('starts again from zero when the window ends', async () => {
    await createDonor(t.database.db, { email: 'later@example.com' });
    await fail(LOGIN_FAILURES_PER_ACCOUNT, ['later@example.com']);
    t.clock.advance(LOGIN_WINDOW_MS);
    expect((await login('later@example.com', 'Plasma#2026')).statusCode).toBe(200);
  });
});

describe('an unknown account', () => {
  it('goes through the same answers and the same waits as a known one (decision 008)', async () => {
    await createDonor(t.database.db, { email: 'known@example.com' });
    const history = async (username: string) => {
      t.clock.waits.splice(0);
      await fail(LOGIN_FAILURES_PER_ACCOUNT, [username]);
      const challenged = await login(username, 'Plasma#2026', { ip: '10.3.0.1' });
      return { waits: [...t.clock.waits], answer: challenged.json<unknown>() };
    };
    expect(await history('nobody@example.com')).toEqual(await history('known@example.com'));
  });
});

describe('failures from one address', () => {
  it('ask everyone behind it for a captcha, and let in whoever solves it; other addresses are not touched', async () => {
    await createDonor(t.database.db, { email: 'colleague@example.com' });
    const ip = '192.0.2.7';
    for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS; i += 1) {
      expect((await login(`guess${i}@example.com`, 'x', { ip })).statusCode).toBe(401);
    }
    expect((await login('colleague@example.com', 'Plasma#2026', { ip })).json()).toMatchObject({ code: 'challengeRequired' });
    expect((await login('colleague@example.com', 'Plasma#2026', { ip, captcha: await solvedCaptcha(t) })).statusCode).toBe(200);
    expect((await login('colleague@example.com', 'Plasma#2026', { ip: '192.0.2.8' })).statusCode).toBe(200);
  });
});
