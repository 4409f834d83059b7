import type { ServiceReply } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../db/factories/staff';
import { auditLog, staffPasskeys, webauthnChallenges } from '../../../db/schema/index';
import { signInStaff } from '../../../test/sign-in';
import { SoftAuthenticator } from '../../../test/soft-authenticator';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { sealSecondFactorTicket } from '../sso/second-factor-ticket';
import { writeStaffSettings } from '../staff-settings';

const ORIGIN = 'https://portal.example.org';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
});
afterAll(() => t.close());

type RequestOptions = ServiceReply<'staff/startPasskeySignIn'>['options'];

/** A staff member signed in with their password, an authenticator, and one passkey added through the console. */
async function memberWithPasskey(name = 'Office key') {
  const member = await createStaff(t.database.db, 'center_staff');
  const token = await signInStaff(t, member.email);
  const authenticator = new SoftAuthenticator(ORIGIN);
  const passkey = await addPasskey(token, authenticator, name);
  return { ...member, token, authenticator, passkeyId: passkey.id };
}

async function addPasskey(token: string, authenticator: SoftAuthenticator, name: string) {
  const started = await t.call('staff/startPasskeyRegistration', {}, { token });
  expect(started.statusCode, started.body).toBe(200);
  const { options } = started.json<ServiceReply<'staff/startPasskeyRegistration'>>();
  const res = await t.call('staff/finishPasskeyRegistration', { name, response: authenticator.register(options) }, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ServiceReply<'staff/finishPasskeyRegistration'>>().passkey;
}

async function signInOptions(email: string): Promise<RequestOptions> {
  const res = await t.call('staff/startPasskeySignIn', { email, password: 'Plasma#2026' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ options: RequestOptions }>().options;
}

const finish = (email: string, response: ReturnType<SoftAuthenticator['signIn']>, lang?: string) =>
  t.call('staff/finishPasskeySignIn', { email, password: 'Plasma#2026', response }, lang ? { lang } : {});

const auditRows = (staffId: string, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.staffId, staffId), eq(auditLog.action, action)));

describe('a staff member’s passkey as their second factor', () => {
  it('is added and listed, then a password sign-in asks for it and the passkey finishes it', async () => {
    const member = await memberWithPasskey();
    const listed = await t.call('staff/listPasskeys', {}, { token: member.token });
    expect(listed.json()).toEqual({
      status: 200,
      passkeys: [{ id: member.passkeyId, name: 'Office key', createdAt: t.clock.now().toISOString(), lastUsedAt: null, synced: false }],
    });

    const password = await t.call('staff/login', { email: member.email, password: 'Plasma#2026' }, { lang: 'es' });
    expect(password.statusCode).toBe(401);
    expect(password.json()).toMatchObject({
      code: 'staffPasskeyRequired',
      message: 'Usa tu llave de acceso para terminar de iniciar sesión.',
    });

    const options = await signInOptions(member.email);
    expect(options.allowCredentials).toEqual([
      { id: member.authenticator.credentials[0]?.id.toString('base64url'), type: 'public-key', transports: ['internal'] },
    ]);
    const res = await finish(member.email, member.authenticator.signIn(options));
    expect(res.statusCode, res.body).toBe(200);
    const signedIn = res.json<ServiceReply<'staff/finishPasskeySignIn'>>();
    expect(signedIn.staff).toMatchObject({ id: member.id, totpEnrolled: false, totpEnrolmentRequired: false });
    expect((await t.call('staff/getMe', {}, { token: signedIn.token })).statusCode).toBe(200);

    const [row] = await t.database.db.select().from(staffPasskeys).where(eq(staffPasskeys.id, member.passkeyId));
    expect(row).toMatchObject({ counter: 1, lastUsedAt: t.clock.now() });
    expect(await auditRows(member.id, 'staff/passkeySignIn')).toEqual([
      expect.objectContaining({ objectType: 'staffPasskey', objectId: member.passkeyId, after: { passkey: 'Office key' } }),
    ]);
    expect(await auditRows(member.id, 'staff/finishPasskeyRegistration')).toEqual([
      expect.objectContaining({ objectType: 'staffPasskey', objectId: member.passkeyId, after: { passkeyAdded: 'Office key' } }),
    ]);
  });

  it('says a code or a passkey when the member has both', async () => {
    const member = await memberWithPasskey();
    const started = await t.call('staff/startTotpEnrolment', {}, { token: member.token });
    expect(started.statusCode).toBe(200);
    const code = await generate({ secret: started.json<{ secret: string }>().secret, epoch: t.clock.now().getTime() / 1000 });
    expect((await t.call('staff/confirmTotpEnrolment', { code }, { token: member.token })).statusCode).toBe(200);
    const res = await t.call('staff/login', { email: member.email, password: 'Plasma#2026' });
    expect(res.json()).toMatchObject({ code: 'staffPasskeyOrTotpRequired' });
  });

  it('refuses a challenge answered twice', async () => {
    const member = await memberWithPasskey();
    const options = await signInOptions(member.email);
    expect((await finish(member.email, member.authenticator.signIn(options))).statusCode).toBe(200);
    const replayed = await finish(member.email, member.authenticator.signIn(options));
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ code: 'passkeyChallengeInvalid' });
  });

  it('refuses another member’s passkey, even answering a challenge issued to that member', async () => {
    const owner = await memberWithPasskey();
    const other = await memberWithPasskey();
    // The other member's passkey answering the owner's challenge: not one of the owner's credentials.
    const ownersOptions = await signInOptions(owner.email);
    const res = await finish(owner.email, other.authenticator.signIn({ ...ownersOptions }), 'es');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'staffPasskeyRefused' });
    expect(res.json<{ message: string }>().message).toMatch(/^No pudimos verificar esta llave de acceso/);
    // A challenge issued to the other member cannot finish the owner's sign-in either.
    const othersOptions = await signInOptions(other.email);
    const crossed = await finish(owner.email, owner.authenticator.signIn(othersOptions));
    expect(crossed.json()).toMatchObject({ code: 'passkeyChallengeInvalid' });
    expect(await auditRows(owner.id, 'staff/passkeySignIn')).toEqual([]);
  });

  it('refuses a counter that goes backwards (a cloned authenticator)', async () => {
    const member = await memberWithPasskey();
    expect((await finish(member.email, member.authenticator.signIn(await signInOptions(member.email), { counter: 5 }))).statusCode).toBe(
      200,
    );
    const cloned = await finish(member.email, member.authenticator.signIn(await signInOptions(member.email), { counter: 3 }));
    expect(cloned.statusCode).toBe(401);
    expect(cloned.json()).toMatchObject({ code: 'staffPasskeyRefused' });
    const [row] = await t.database.db.select().from(staffPasskeys).where(eq(staffPasskeys.id, member.passkeyId));
    expect(row?.counter).toBe(5);
  });

  it('needs the right password at both steps, counted as staff sign-in failures', async () => {
    const member = await memberWithPasskey();
    const wrong = await t.call('staff/startPasskeySignIn', { email: member.email, password: 'Wrong#2026' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'staffInvalidCredentials' });
    const options = await signInOptions(member.email);
    const res = await t.call('staff/finishPasskeySignIn', {
      email: member.email,
      password: 'Wrong#2026',
      response: member.authenticator.signIn(options),
    });
    expect(res.json()).toMatchObject({ code: 'staffInvalidCredentials' });
  });

  it('is removed by its owner only, and then signs nobody in', async () => {
    const member = await memberWithPasskey();
    const stranger = await memberWithPasskey();
    expect((await t.call('staff/removePasskey', { passkeyId: member.passkeyId }, { token: stranger.token })).statusCode).toBe(404);
    const options = await signInOptions(member.email);
    const removed = await t.call('staff/removePasskey', { passkeyId: member.passkeyId }, { token: member.token });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await t.call('staff/listPasskeys', {}, { token: member.token })).json()).toEqual({ status: 200, passkeys: [] });
    expect((await finish(member.email, member.authenticator.signIn(options))).json()).toMatchObject({ code: 'staffPasskeyRefused' });
    // Without a second factor left, the password alone signs the member in again.
    expect((await t.call('staff/login', { email: member.email, password: 'Plasma#2026' })).statusCode).toBe(200);
    expect(await auditRows(member.id, 'staff/removePasskey')).toEqual([
      expect.objectContaining({ objectId: member.passkeyId, before: { passkey: 'Office key' }, after: { passkeyRemoved: true } }),
    ]);
  });

  it('counts as the second factor an admin requires, and an admin’s reset removes it', async () => {
    const admin = await createStaff(t.database.db, 'admin');
    const adminToken = await signInStaff(t, admin.email);
    const member = await createStaff(t.database.db, 'donor_care');
    const token = await signInStaff(t, member.email);
    const require = (requireTotp: boolean) =>
      writeStaffSettings(t.database.db, { requireTotp, requireTotpForSso: false }, { staffId: admin.id, at: t.clock.now() });
    await require(true);
    try {
      expect((await t.call('staff/getMe', {}, { token })).json()).toMatchObject({ staff: { totpEnrolmentRequired: true } });
      expect((await t.call('staff/findDonor', { donorNumber: 'D7399999' }, { token })).json()).toMatchObject({
        code: 'totpEnrolmentRequired',
      });
      await addPasskey(token, new SoftAuthenticator(ORIGIN), 'Laptop');
      expect((await t.call('staff/getMe', {}, { token })).json()).toMatchObject({ staff: { totpEnrolmentRequired: false } });
      expect((await t.call('staff/findDonor', { donorNumber: 'D7399999' }, { token })).statusCode).toBe(404);
    } finally {
      await require(false);
    }
    // The admins' staff list shows the passkey as the member's second factor, which their reset then removes.
    const listed = await t.call('staff/listStaff', { search: member.email } as never, { token: adminToken });
    expect(listed.json()).toMatchObject({ items: [{ id: member.id, totpEnrolled: false, secondFactorEnrolled: true }] });
    expect((await t.call('staff/resetSecondFactor', { staffId: member.id }, { token: adminToken })).statusCode).toBe(200);
    expect(await t.database.db.select().from(staffPasskeys).where(eq(staffPasskeys.staffId, member.id))).toEqual([]);
  });

  it('finishes a company sign-in whose second factor is owed, with the member’s passkey only', async () => {
    const member = await memberWithPasskey();
    const other = await memberWithPasskey();
    const ticket = sealSecondFactorTicket(t.config.tokenSecret, member.id, t.clock.now());
    const start = () => t.call('staff/startProviderPasskeySignIn', { ticket });
    const optionsOf = async () => (await start()).json<{ options: RequestOptions }>().options;

    const refused = await t.call('staff/completeProviderPasskeySignIn', {
      ticket,
      response: other.authenticator.signIn(await optionsOf()),
    });
    expect(refused.json()).toMatchObject({ code: 'staffPasskeyRefused' });

    const res = await t.call('staff/completeProviderPasskeySignIn', { ticket, response: member.authenticator.signIn(await optionsOf()) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ServiceReply<'staff/completeProviderPasskeySignIn'>>().staff.id).toBe(member.id);
    expect(await auditRows(member.id, 'staff/providerSignIn')).toHaveLength(1);

    const altered = await t.call('staff/startProviderPasskeySignIn', { ticket: `${ticket}x` });
    expect(altered.json()).toMatchObject({ code: 'ssoFlowExpired' });
  });

  it('keeps no challenge a member did not ask for: a donor sign-in challenge does not answer a staff one', async () => {
    const member = await memberWithPasskey();
    const donorChallenge = await t.call('passkey/startSignIn', {});
    const options = donorChallenge.json<ServiceReply<'passkey/startSignIn'>>().options;
    const res = await finish(member.email, member.authenticator.signIn(options));
    expect(res.json()).toMatchObject({ code: 'passkeyChallengeInvalid' });
    const [stored] = await t.database.db.select().from(webauthnChallenges).where(eq(webauthnChallenges.challenge, options.challenge));
    expect(stored).toMatchObject({ purpose: 'signIn', usedAt: null });
  });
});
