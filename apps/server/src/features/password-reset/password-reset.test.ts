import { RESET_TOKEN_TTL_MS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { latestCode, outbox } from '../../test/outbox';
import { signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function resetToken(username: string, destination = username): Promise<string> {
  expect((await t.call('passwordReset/sendCode', { username })).statusCode).toBe(200);
  const res = await t.call('passwordReset/verifyCode', { username, code: await latestCode(t, destination) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ resetToken: string }>().resetToken;
}

describe('password reset', () => {
  it('answers the same whether or not an account exists, and sends nothing to an unknown address', async () => {
    await createDonor(t.database.db, { email: 'known@example.com' });
    const known = await t.call('passwordReset/sendCode', { username: 'known@example.com' });
    const unknown = await t.call('passwordReset/sendCode', { username: 'unknown@example.com' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await outbox(t, 'unknown@example.com')).toEqual([]);
    const again = await t.call('passwordReset/sendCode', { username: 'unknown@example.com' });
    expect(again.statusCode).toBe(429);
    expect((await t.call('passwordReset/verifyCode', { username: 'unknown@example.com', code: '123456' })).json()).toMatchObject({
      code: 'invalidCode',
    });
  });

  it('resets by e-mail code, signs every session out, and the old password no longer works', async () => {
    await createDonor(t.database.db, { email: 'reset@example.com' });
    const web = await signIn(t, 'reset@example.com');
    const phone = await signIn(t, 'reset@example.com');
    const token = await resetToken('Reset@Example.com ', 'reset@example.com');
    expect((await t.call('passwordReset/checkToken', { resetToken: token })).statusCode).toBe(200);

    const res = await t.call('passwordReset/setPassword', { resetToken: token, password: 'Changed#1', confirmPassword: 'Changed#1' });
    expect(res.statusCode, res.body).toBe(200);
    for (const session of [web, phone]) {
      expect((await t.call('profile/getProfile', {}, { token: session.token })).statusCode).toBe(401);
    }
    expect((await t.call('authentication/login', { username: 'reset@example.com', password: 'Plasma#2026' })).statusCode).toBe(401);
    await signIn(t, 'reset@example.com', 'Changed#1');

    const reused = await t.call('passwordReset/setPassword', { resetToken: token, password: 'Again#123', confirmPassword: 'Again#123' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'linkInvalid', message: 'This link is not valid or has already been used.' });
  });

  it('resets by text message to the phone number', async () => {
    await createDonor(t.database.db, { email: 'phone@example.com', phoneCountryCode: '1', phoneNumber: '3055550177' });
    const token = await resetToken('3055550177', '+13055550177');
    expect(
      (await t.call('passwordReset/setPassword', { resetToken: token, password: 'Phone#123', confirmPassword: 'Phone#123' })).statusCode,
    ).toBe(200);
    await signIn(t, 'phone@example.com', 'Phone#123');
  });

  it('accepts the e-mailed link once; the link dies once any reset is done, and after its expiry', async () => {
    await createDonor(t.database.db, { email: 'link@example.com' });
    await t.call('passwordReset/sendCode', { username: 'link@example.com' });
    const [message] = await outbox(t, 'link@example.com');
    const link = /\/set-new-password\?token=([\w-]+)/.exec(message?.body ?? '')?.[1];
    expect(link).toBeDefined();
    const linkToken = link as string;
    expect(message?.body).toContain(`http://localhost:80/set-new-password?token=${linkToken}`);

    const codeToken = (
      await t.call('passwordReset/verifyCode', { username: 'link@example.com', code: await latestCode(t, 'link@example.com') })
    ).json<{ resetToken: string }>().resetToken;
    expect(
      (await t.call('passwordReset/setPassword', { resetToken: codeToken, password: 'Link#1234', confirmPassword: 'Link#1234' }))
        .statusCode,
    ).toBe(200);
    expect((await t.call('passwordReset/checkToken', { resetToken: linkToken })).json()).toMatchObject({ code: 'linkInvalid' });

    t.clock.advance(5 * 60_000);
    await t.call('passwordReset/sendCode', { username: 'link@example.com' });
    const fresh = /token=([\w-]+)/.exec((await outbox(t, 'link@example.com'))[0]?.body ?? '')?.[1] as string;
    t.clock.advance(RESET_TOKEN_TTL_MS);
    const expired = await t.call('passwordReset/setPassword', { resetToken: fresh, password: 'Late#1234', confirmPassword: 'Late#1234' });
    expect(expired.json()).toMatchObject({ status: 400, code: 'linkInvalid' });
  });

  it('uses a reset token once even when two calls race', async () => {
    await createDonor(t.database.db, { email: 'race@example.com' });
    const token = await resetToken('race@example.com');
    const results = await Promise.all([
      t.call('passwordReset/setPassword', { resetToken: token, password: 'Race#1234', confirmPassword: 'Race#1234' }),
      t.call('passwordReset/setPassword', { resetToken: token, password: 'Race#5678', confirmPassword: 'Race#5678' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });
});
