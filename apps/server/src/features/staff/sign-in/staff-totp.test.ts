import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../db/factories/staff';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signInStaff } from '../../../test/sign-in';

let t: TestApp;
let email: string;
let secret: string;
let recoveryCodes: string[];

beforeAll(async () => {
  t = await createTestApp();
  email = (await createStaff(t.database.db, 'center_manager')).email;
});
afterAll(() => t.close());

const codeNow = () => generate({ secret, epoch: t.clock.now().getTime() / 1000 });
const login = (totpCode?: string, lang = 'en') =>
  t.call('staff/login', { email, password: 'Plasma#2026', ...(totpCode ? { totpCode } : {}) }, { lang });

describe('enrolling an authenticator app', () => {
  it('gives a secret and its otpauth address, and changes nothing at sign-in until confirmed', async () => {
    const token = await signInStaff(t, email);
    const res = await t.call('staff/startTotpEnrolment', {}, { token });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ secret: string; otpauthUri: string }>();
    secret = body.secret;
    expect(body.otpauthUri).toMatch(/^otpauth:\/\/totp\/.+\?secret=[A-Z2-7]+&issuer=/);
    expect(res.headers['cache-control']).toBe('no-store');
    const signedIn = await login();
    expect(signedIn.json()).toMatchObject({ status: 200, staff: { totpEnrolled: false } });
  });

  it('refuses a wrong first code and confirms with a right one, answering ten recovery codes', async () => {
    const token = await signInStaff(t, email);
    expect((await t.call('staff/confirmTotpEnrolment', { code: '000000' }, { token })).json()).toMatchObject({
      status: 400,
      code: 'totpInvalid',
    });
    const res = await t.call('staff/confirmTotpEnrolment', { code: await codeNow() }, { token });
    expect(res.statusCode, res.body).toBe(200);
    recoveryCodes = res.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await t.call('staff/getMe', {}, { token })).json()).toMatchObject({ staff: { totpEnrolled: true } });
  });
});

describe('signing in with the factor', () => {
  it('asks for the code after the right password, in the caller’s language', async () => {
    expect((await login(undefined, 'es')).json()).toEqual({
      status: 401,
      code: 'totpRequired',
      message: 'Escribe el código de 6 dígitos de tu aplicación de autenticación o un código de recuperación.',
    });
  });

  it('refuses a wrong code and a code already used (the one that confirmed the enrolment)', async () => {
    expect((await login('123456')).json()).toMatchObject({ status: 401, code: 'totpInvalid' });
    expect((await login(await codeNow())).json()).toMatchObject({ status: 401, code: 'totpInvalid' });
  });

  it('signs in with the next code of the app, once', async () => {
    t.clock.advance(30_000);
    const code = await codeNow();
    expect((await login(code)).statusCode).toBe(200);
    expect((await login(code)).json()).toMatchObject({ code: 'totpInvalid' });
  });

  it('signs in with a recovery code, which is then spent', async () => {
    const code = recoveryCodes[0] ?? '';
    expect((await login(code.toUpperCase())).statusCode).toBe(200);
    expect((await login(code)).json()).toMatchObject({ code: 'totpInvalid' });
  });

  it('counts wrong codes as failed sign-ins: past the budget, a captcha is required', async () => {
    for (let i = 0; i < 5; i += 1) await login('999999');
    expect((await login()).json()).toMatchObject({ status: 429, code: 'challengeRequired' });
  });
});
