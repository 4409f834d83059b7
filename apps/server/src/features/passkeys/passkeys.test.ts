import type { ServiceReply } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { donorPasskeys, donors } from '../../db/schema/index';
import type { SecurityEvent } from '../../plugins/security/security-events';
import { logLines } from '../../test/log-lines';
import { latestCode, outbox } from '../../test/outbox';
import { signIn } from '../../test/sign-in';
import { SoftAuthenticator, type Ceremony } from '../../test/soft-authenticator';
import { createTestApp, type TestApp } from '../../test/test-app';

const ORIGIN = 'https://donors.example.org';
const { logStream, lines } = logLines();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN }, logStream });
});
afterAll(() => t.close());

type CreationOptions = ServiceReply<'passkey/startRegistration'>['options'];
type RequestOptions = ServiceReply<'passkey/startSignIn'>['options'];

/** A donor with a session, an authenticator, and (unless told otherwise) one passkey named "Phone". */
async function donorWithPasskey(input: { email?: string; language?: 'en' | 'es' } = {}) {
  const donor = await createDonor(t.database.db, input);
  const email = donor.email ?? '';
  const { token } = await signIn(t, email);
  const authenticator = new SoftAuthenticator(ORIGIN);
  const registered = await addPasskey(token, authenticator);
  return { donor, email, token, authenticator, passkeyId: registered.passkey.id };
}

async function registrationOptions(token: string): Promise<CreationOptions> {
  const res = await t.call('passkey/startRegistration', { currentPassword: 'Plasma#2026' }, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ options: CreationOptions }>().options;
}

async function addPasskey(token: string, authenticator: SoftAuthenticator, name = 'Phone') {
  const options = await registrationOptions(token);
  const res = await t.call(
    'passkey/finishRegistration',
    { name, device: 'Chrome on Android', response: authenticator.register(options) },
    { token },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ServiceReply<'passkey/finishRegistration'>>();
}

async function signInOptions(): Promise<RequestOptions> {
  const res = await t.call('passkey/startSignIn', {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ options: RequestOptions }>().options;
}

async function passkeySignIn(authenticator: SoftAuthenticator, ceremony: Parameters<SoftAuthenticator['signIn']>[1] = {}, lang?: string) {
  const response = authenticator.signIn(await signInOptions(), ceremony);
  return t.call('passkey/signIn', { response, device: 'Safari on iPhone' }, lang ? { lang } : {});
}

const whoAmI = (token: string) => t.call('profile/getProfile', {}, { token });
const listOf = async (token: string) =>
  (await t.call('passkey/listPasskeys', {}, { token })).json<ServiceReply<'passkey/listPasskeys'>>().passkeys;

/** The security events logged while `act` ran. */
async function eventsOf(act: () => Promise<unknown>): Promise<SecurityEvent[]> {
  const from = lines.length;
  await act();
  return lines
    .slice(from)
    .map((line) => JSON.parse(line) as { securityEvent?: SecurityEvent })
    .flatMap((entry) => (entry.securityEvent ? [entry.securityEvent] : []));
}

describe('adding a passkey', () => {
  it('asks for the password, then a discoverable credential for PUBLIC_URL’s host, and refuses a wrong password on its field', async () => {
    const donor = await createDonor(t.database.db);
    const { token } = await signIn(t, donor.email ?? '');
    const wrong = await t.call('passkey/startRegistration', { currentPassword: 'Wrong#2026' }, { token });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'currentPasswordWrong', fields: [{ path: 'params.currentPassword' }] });

    const options = await registrationOptions(token);
    expect(options.rp).toEqual({ name: 'Demo Plasma', id: 'donors.example.org' });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(options.user.name).toBe(donor.email);
    expect(options.attestation).toBe('none');
  });

  it('stores it by name, lists where and when, and tells the donor by e-mail with a link to remove it', async () => {
    const { email, token, passkeyId } = await donorWithPasskey({ language: 'es' });
    const [listed] = await listOf(token);
    expect(listed).toMatchObject({
      id: passkeyId,
      name: 'Phone',
      createdDevice: 'Chrome on Android',
      createdAt: '2026-06-15T15:00:00.000Z',
      lastUsedAt: null,
    });
    const [notice] = await outbox(t, email);
    expect(notice).toMatchObject({
      template: 'passkeyAdded',
      language: 'es',
      subject: 'Se agregó una llave de acceso a tu cuenta de Demo Plasma',
    });
    expect(notice?.body).toContain(`${ORIGIN}/profile?passkey=${passkeyId}#passkeys`);
    expect(notice?.body).toContain('"Phone"');
  });

  it('keeps several passkeys per donor and offers none of hers again', async () => {
    const { token, authenticator } = await donorWithPasskey();
    await addPasskey(token, authenticator, 'Laptop');
    expect((await listOf(token)).map((passkey) => passkey.name).sort()).toEqual(['Laptop', 'Phone']);
    const options = await registrationOptions(token);
    expect(options.excludeCredentials).toHaveLength(2);
  });

  it('refuses a challenge used twice, one of another donor, a wrong origin and a wrong rp id', async () => {
    const donor = await createDonor(t.database.db);
    const { token } = await signIn(t, donor.email ?? '');
    const authenticator = new SoftAuthenticator(ORIGIN);
    const finish = (response: ReturnType<SoftAuthenticator['register']>, as = token) =>
      t.call('passkey/finishRegistration', { name: 'Key', response }, { token: as });

    const options = await registrationOptions(token);
    const response = authenticator.register(options);
    expect((await finish(response)).statusCode).toBe(200);
    const replayed = await finish(response);
    // Signed in, a refusal is a 400: a 401 would read as her session ending.
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({ code: 'passkeyChallengeInvalid' });

    const other = await createDonor(t.database.db);
    const { token: otherToken } = await signIn(t, other.email ?? '');
    expect((await finish(authenticator.register(await registrationOptions(token)), otherToken)).json()).toMatchObject({
      code: 'passkeyChallengeInvalid',
    });

    for (const ceremony of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }] satisfies Ceremony[]) {
      const res = await finish(authenticator.register(await registrationOptions(token), ceremony));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'passkeyRefused' });
    }
    // A refusal is about the passkey: the donor's session goes on.
    expect((await whoAmI(token)).statusCode).toBe(200);
    expect(await listOf(token)).toHaveLength(1);
  });

  it('refuses an expired challenge', async () => {
    const donor = await createDonor(t.database.db);
    const { token } = await signIn(t, donor.email ?? '');
    const options = await registrationOptions(token);
    t.clock.advance(5 * 60_000 + 1);
    try {
      const res = await t.call(
        'passkey/finishRegistration',
        { name: 'Late', response: new SoftAuthenticator(ORIGIN).register(options) },
        { token },
      );
      expect(res.json()).toMatchObject({ status: 400, code: 'passkeyChallengeInvalid' });
    } finally {
      t.clock.advance(-(5 * 60_000 + 1));
    }
  });

  it('answers a malformed response with a 400 naming the field', async () => {
    const donor = await createDonor(t.database.db);
    const { token } = await signIn(t, donor.email ?? '');
    const response = new SoftAuthenticator(ORIGIN).register(await registrationOptions(token));
    const res = await t.call(
      'passkey/finishRegistration',
      { name: '', response: { ...response, response: { ...response.response, clientDataJSON: 'not base64url!' } } },
      { token },
    );
    expect(res.statusCode).toBe(400);
    const paths = res.json<{ fields: { path: string }[] }>().fields.map((field) => field.path);
    expect(paths).toEqual(expect.arrayContaining(['params.name', 'params.response.response.clientDataJSON']));
  });
});

describe('signing in with a passkey', () => {
  it('offers a challenge with no credentials listed, the same for everyone', async () => {
    const options = await signInOptions();
    expect(options).toMatchObject({ rpId: 'donors.example.org', userVerification: 'required' });
    expect(options).not.toHaveProperty('allowCredentials');
  });

  it('starts the same revocable session as a password, and records where and when', async () => {
    const { donor, token: first, authenticator } = await donorWithPasskey();
    const res = await passkeySignIn(authenticator);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ServiceReply<'passkey/signIn'>>();
    expect(body.user._id).toBe(donor.id);
    expect((await whoAmI(body.token)).statusCode).toBe(200);
    const [listed] = await listOf(first);
    expect(listed).toMatchObject({ lastUsedAt: '2026-06-15T15:00:00.000Z', lastUsedDevice: 'Safari on iPhone' });

    expect((await t.call('authentication/logout', {}, { token: body.token })).statusCode).toBe(200);
    expect((await whoAmI(body.token)).statusCode).toBe(401);
  });

  it('refuses a replayed assertion, a wrong origin or rp id, an unknown passkey and a counter going back, in the donor’s language, as security events', async () => {
    const { authenticator } = await donorWithPasskey();
    const options = await signInOptions();
    const response = authenticator.signIn(options);
    expect((await t.call('passkey/signIn', { response })).statusCode).toBe(200);

    const replayed = await eventsOf(async () => {
      const res = await t.call('passkey/signIn', { response }, { lang: 'es' });
      expect(res.json()).toMatchObject({
        status: 401,
        code: 'passkeyChallengeInvalid',
        message: 'Esta solicitud de llave de acceso venció o ya se usó. Inténtalo de nuevo.',
      });
      expect(res.json()).not.toHaveProperty('token');
    });
    expect(replayed).toEqual([{ code: 'passkeyChallengeInvalid', status: 401, service: 'passkey/signIn' }]);

    const refusals: [Parameters<SoftAuthenticator['signIn']>[1], string][] = [
      [{ origin: 'https://evil.example' }, 'passkeyRefused'],
      [{ rpId: 'evil.example' }, 'passkeyRefused'],
      [{ counter: 1 }, 'passkeyRefused'],
    ];
    for (const [ceremony, code] of refusals) {
      const events = await eventsOf(async () => {
        const res = await passkeySignIn(authenticator, ceremony, 'en');
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ code });
      });
      expect(events).toEqual([{ code, status: 401, service: 'passkey/signIn' }]);
    }
    // The counter is where the last good sign-in left it: the next one must go past it.
    expect((await passkeySignIn(authenticator, { counter: 5 })).statusCode).toBe(200);

    const stranger = new SoftAuthenticator(ORIGIN);
    stranger.register({ challenge: 'x', rp: { id: 'donors.example.org' }, user: { id: 'someone' } });
    const unknown = await passkeySignIn(stranger, {}, 'en');
    expect(unknown.json()).toMatchObject({
      status: 401,
      code: 'passkeyUnknown',
      message: 'This passkey is not registered with us. Sign in with your password, or use another passkey.',
    });
  });

  it('answers a malformed assertion with a 400 naming the field', async () => {
    const res = await t.call('passkey/signIn', {
      response: { id: 'abc', rawId: 'abc', type: 'password', response: { clientDataJSON: '', authenticatorData: 'x', signature: 'y' } },
    } as never);
    expect(res.statusCode).toBe(400);
    const paths = res.json<{ fields: { path: string }[] }>().fields.map((field) => field.path);
    expect(paths).toEqual(expect.arrayContaining(['params.response.type', 'params.response.response.clientDataJSON']));
  });

  it('counts failures against the same budget as the password sign-in of that donor', async () => {
    const { email, authenticator } = await donorWithPasskey();
    for (let i = 0; i < 5; i += 1) {
      expect((await passkeySignIn(authenticator, { origin: 'https://evil.example' })).statusCode).toBe(401);
    }
    const password = await t.call('authentication/login', { username: email, password: 'Plasma#2026' });
    expect(password.statusCode).toBe(429);
    expect(password.json()).toMatchObject({ code: 'challengeRequired' });
    t.clock.advance(15 * 60_000);
  });
});

describe('what keeps and what ends passkeys', () => {
  it('a removed passkey signs nobody in; another donor’s cannot be removed', async () => {
    const { token, authenticator, passkeyId } = await donorWithPasskey();
    const other = await donorWithPasskey();
    expect((await t.call('passkey/removePasskey', { passkeyId }, { token: other.token })).statusCode).toBe(404);
    expect((await t.call('passkey/removePasskey', { passkeyId }, { token })).statusCode).toBe(200);
    expect(await listOf(token)).toEqual([]);
    expect((await passkeySignIn(authenticator)).json()).toMatchObject({ code: 'passkeyUnknown' });
    expect((await passkeySignIn(other.authenticator)).statusCode).toBe(200);
  });

  it('renames a passkey of hers (kept as she typed it, trimmed); another donor’s is not found; an empty name is a 400', async () => {
    const { token, authenticator, passkeyId } = await donorWithPasskey();
    const other = await donorWithPasskey();
    expect((await t.call('passkey/renamePasskey', { passkeyId, name: 'Not yours' }, { token: other.token })).statusCode).toBe(404);
    const empty = await t.call('passkey/renamePasskey', { passkeyId, name: '   ' }, { token });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ fields: { path: string }[] }>().fields.map((field) => field.path)).toEqual(['params.name']);
    const renamed = await t.call('passkey/renamePasskey', { passkeyId, name: '  Teléfono de Ana ' }, { token });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ passkey: { id: passkeyId, name: 'Teléfono de Ana' } });
    expect((await listOf(token)).map((passkey) => passkey.name)).toEqual(['Teléfono de Ana']);
    expect((await listOf(other.token)).map((passkey) => passkey.name)).not.toContain('Not yours');
    // Renamed, it still signs her in.
    expect((await passkeySignIn(authenticator)).statusCode).toBe(200);
  });

  it('limits a donor’s passkey changes to 30 an hour per kind (renames here), then 429', async () => {
    const { token, passkeyId } = await donorWithPasskey();
    for (let i = 0; i < 30; i += 1) {
      expect((await t.call('passkey/renamePasskey', { passkeyId, name: `Phone ${i}` }, { token })).statusCode).toBe(200);
    }
    const refused = await t.call('passkey/renamePasskey', { passkeyId, name: 'One too many' }, { token });
    expect(refused.json()).toMatchObject({ status: 429, code: 'tooManyAttempts' });
    expect((await listOf(token)).map((passkey) => passkey.name)).toEqual(['Phone 29']);
  });

  it('changing or resetting the password and signing out keep them', async () => {
    const { email, token, authenticator } = await donorWithPasskey();
    const changed = await t.call(
      'authentication/changePassword',
      { currentPassword: 'Plasma#2026', password: 'Nueva#2027', confirmPassword: 'Nueva#2027' },
      { token },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await passkeySignIn(authenticator)).statusCode).toBe(200);

    expect((await t.call('passwordReset/sendCode', { username: email })).statusCode).toBe(200);
    const verified = await t.call('passwordReset/verifyCode', { username: email, code: await latestCode(t, email) });
    const { resetToken } = verified.json<{ resetToken: string }>();
    const reset = await t.call('passwordReset/setPassword', { resetToken, password: 'Otra#2028', confirmPassword: 'Otra#2028' });
    expect(reset.statusCode, reset.body).toBe(200);
    // The reset signed her out everywhere; her passkey still signs her in.
    expect((await whoAmI(token)).statusCode).toBe(401);
    const again = await passkeySignIn(authenticator);
    expect(again.statusCode).toBe(200);
    expect((await t.call('authentication/logout', {}, { token: again.json<{ token: string }>().token })).statusCode).toBe(200);
    expect((await passkeySignIn(authenticator)).statusCode).toBe(200);
  });

  it('closing the account (deleting the donor) removes them', async () => {
    const { donor } = await donorWithPasskey();
    await t.database.db.delete(donors).where(eq(donors.id, donor.id));
    expect(await t.database.db.select().from(donorPasskeys).where(eq(donorPasskeys.donorId, donor.id))).toEqual([]);
  });
});

describe('the relying party without PUBLIC_URL', () => {
  it('is the host the request came to', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/gateway',
      headers: { 'content-type': 'application/json', host: 'portal.test:8443' },
      payload: JSON.stringify({ serviceName: 'passkey', serviceType: 'startSignIn', params: {} }),
    });
    // PUBLIC_URL wins when set; a second app shows the request's host.
    expect(res.json<{ options: RequestOptions }>().options.rpId).toBe('donors.example.org');
    const bare = await createTestApp({ database: t.database });
    try {
      const own = await bare.app.inject({
        method: 'POST',
        url: '/api/gateway',
        headers: { 'content-type': 'application/json', host: 'portal.test:8443' },
        payload: JSON.stringify({ serviceName: 'passkey', serviceType: 'startSignIn', params: {} }),
      });
      expect(own.json<{ options: RequestOptions }>().options.rpId).toBe('portal.test');
    } finally {
      await bare.close();
    }
  });
});
