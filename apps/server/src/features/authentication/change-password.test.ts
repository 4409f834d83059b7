import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_WINDOW_MS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { outbox } from '../../test/outbox';
import { signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await createDonor(t.database.db, { email: 'changer@example.com', language: 'es' });
  await createDonor(t.database.db, { email: 'guessed@example.com' });
  await createDonor(t.database.db, { email: 'rules@example.com' });
});
afterAll(() => t.close());

const change = (token: string, params: { currentPassword: string; password: string; confirmPassword: string }, lang?: string) =>
  t.call('authentication/changePassword', params, { token, ...(lang ? { lang } : {}) });

const whoAmI = (token: string) => t.call('profile/getProfile', {}, { token });

describe('authentication/changePassword', () => {
  it('sets the new password, ends every other session, keeps this one and tells the donor', async () => {
    const here = await signIn(t, 'changer@example.com');
    const phone = await signIn(t, 'changer@example.com');
    const laptop = await signIn(t, 'changer@example.com');

    const res = await change(here.token, { currentPassword: 'Plasma#2026', password: 'Nueva#2027', confirmPassword: 'Nueva#2027' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 200, sessionsEnded: 2 });

    expect((await whoAmI(here.token)).statusCode).toBe(200);
    expect((await whoAmI(phone.token)).statusCode).toBe(401);
    expect((await whoAmI(laptop.token)).statusCode).toBe(401);

    expect((await t.call('authentication/login', { username: 'changer@example.com', password: 'Plasma#2026' })).statusCode).toBe(401);
    await signIn(t, 'changer@example.com', 'Nueva#2027');

    // The notice is the change's record, in the donor's own language.
    const [notice] = await outbox(t, 'changer@example.com');
    expect(notice).toMatchObject({ template: 'passwordChanged', language: 'es', subject: 'Se cambió tu contraseña de Demo Plasma' });
    expect(notice?.body).toContain('/forget-password');
  });

  it('refuses a wrong current password on its field and changes nothing', async () => {
    const { token } = await signIn(t, 'rules@example.com');
    const res = await change(token, { currentPassword: 'Wrong#2026', password: 'Nueva#2027', confirmPassword: 'Nueva#2027' }, 'es');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'currentPasswordWrong',
      fields: [{ path: 'params.currentPassword', message: 'Tu contraseña actual no es correcta.' }],
    });
    await signIn(t, 'rules@example.com', 'Plasma#2026');
    expect(await outbox(t, 'rules@example.com')).toEqual([]);
  });

  it('holds the new password to spec 5, both copies equal and different from the current one', async () => {
    const { token } = await signIn(t, 'rules@example.com');
    const paths = async (params: { currentPassword: string; password: string; confirmPassword: string }) => {
      const res = await change(token, params);
      expect(res.statusCode).toBe(400);
      return res.json<{ fields: { path: string; message: string }[] }>().fields.map((field) => `${field.path}: ${field.message}`);
    };
    expect(await paths({ currentPassword: 'Plasma#2026', password: 'short1A', confirmPassword: 'short1A' })).toEqual([
      'params.password: Use 8 to 32 characters with at least one digit, one uppercase and one lowercase letter.',
    ]);
    expect(await paths({ currentPassword: 'Plasma#2026', password: 'Nueva#2027', confirmPassword: 'Nueva#2028' })).toEqual([
      'params.confirmPassword: Password not match!',
    ]);
    expect(await paths({ currentPassword: 'Plasma#2026', password: 'Plasma#2026', confirmPassword: 'Plasma#2026' })).toEqual([
      'params.password: Choose a new password that is different from your current one.',
    ]);
    expect(await paths({ currentPassword: '', password: 'Nueva#2027', confirmPassword: 'Nueva#2027' })).toEqual([
      'params.currentPassword: Please enter your current password!',
    ]);
  });

  it('counts wrong current passwords per account and locks the form like a sign-in', async () => {
    const first = await signIn(t, 'guessed@example.com');
    const second = await signIn(t, 'guessed@example.com');
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i += 1) {
      // Spread over two sessions: the count belongs to the account, not to one token.
      const token = i % 2 === 0 ? first.token : second.token;
      expect(
        (await change(token, { currentPassword: `Guess#${i}000`, password: 'Nueva#2027', confirmPassword: 'Nueva#2027' })).statusCode,
      ).toBe(400);
    }
    const locked = await change(first.token, { currentPassword: 'Plasma#2026', password: 'Nueva#2027', confirmPassword: 'Nueva#2027' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'tooManyAttempts', retryAfterSeconds: LOGIN_WINDOW_MS / 1000 });

    t.clock.advance(LOGIN_WINDOW_MS);
    const res = await change(first.token, { currentPassword: 'Plasma#2026', password: 'Nueva#2027', confirmPassword: 'Nueva#2027' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('needs a signed-in donor', async () => {
    const res = await t.call('authentication/changePassword', {
      currentPassword: 'Plasma#2026',
      password: 'Nueva#2027',
      confirmPassword: 'Nueva#2027',
    });
    expect(res.statusCode).toBe(401);
  });
});
