import { eq, sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation } from '../../../db/factories/locations';
import { createStaff } from '../../../db/factories/staff';
import { auditLog, staffMembers, staffSessions } from '../../../db/schema/index';
import { logLines } from '../../../test/log-lines';
import { signInStaff } from '../../../test/sign-in';
import { startOidcPeer, signInAtProvider, type OidcPeer } from '../../../test/oidc-peer';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { writeStaffSettings } from '../staff-settings';
import { cookieValue, FLOW_COOKIE, openFlow } from './flow-cookie';

const PORTAL = 'http://portal.test';

let peer: OidcPeer;
let t: TestApp;
let austin: number;
let houston: number;
let adminToken: string;

function ssoEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    PUBLIC_URL: PORTAL,
    STAFF_OIDC_ISSUER: peer.issuer,
    STAFF_OIDC_CLIENT_ID: peer.clients.portal.id,
    STAFF_OIDC_CLIENT_SECRET: peer.clients.portal.secret,
    STAFF_OIDC_PROVIDER_NAME: 'Acme ID',
    ...extra,
  };
}

beforeAll(async () => {
  peer = await startOidcPeer({ portalUrl: PORTAL });
  t = await createTestApp({ env: ssoEnv() });
  austin = (await createLocation(t.database.db, { name: 'Demo Plasma Austin North' })).id;
  houston = (await createLocation(t.database.db, { name: 'Demo Plasma Houston 2' })).id;
  const admin = await createStaff(t.database.db, 'admin');
  adminToken = await signInStaff(t, admin.email);
  const mappings = [
    { groupValue: 'portal-managers-austin', role: 'center_manager', centerIds: [austin] },
    { groupValue: 'portal-managers-houston', role: 'center_manager', centerIds: [houston] },
    { groupValue: 'portal-editors', role: 'content_editor', centerIds: [] },
  ] as const;
  for (const mapping of mappings) {
    const res = await t.call('staff/saveGroupMapping', { ...mapping, centerIds: [...mapping.centerIds] }, { token: adminToken });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

/** Starts a sign-in at the portal: the provider's authorization URL and the flow's cookie. */
async function start(app: TestApp = t): Promise<{ authorizationUrl: string; cookie: string }> {
  const res = await app.app.inject({ method: 'GET', url: '/api/staff/oidc/start' });
  expect(res.statusCode, res.body).toBe(302);
  const setCookie = [res.headers['set-cookie'] ?? []].flat().join('; ');
  const value = cookieValue(setCookie, FLOW_COOKIE);
  expect(value).toBeTruthy();
  return { authorizationUrl: String(res.headers.location), cookie: `${FLOW_COOKIE}=${value}` };
}

/** The portal's answer to the provider's redirect back. */
async function callback(back: URL, cookie: string, app: TestApp = t) {
  const res = await app.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(302);
  const location = new URL(String(res.headers.location), PORTAL);
  return {
    location,
    token: new URLSearchParams(location.hash.slice(1)).get('token'),
    refusal: location.searchParams.get('ssoError'),
  };
}

/** The whole sign-in as a browser makes it, as the provider's user `login`. */
async function ssoSignIn(login: string, app: TestApp = t) {
  const flow = await start(app);
  const back = await signInAtProvider(peer, flow.authorizationUrl, login);
  return callback(back, flow.cookie, app);
}

async function sessionCount(): Promise<number> {
  const [row] = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(staffSessions);
  return row?.count ?? 0;
}

async function member(email: string) {
  const [row] = await t.database.db.select().from(staffMembers).where(eq(staffMembers.email, email));
  if (!row) throw new Error(`no member ${email}`);
  return row;
}

async function auditActions(staffId: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(eq(auditLog.staffId, staffId))
    .orderBy(auditLog.at);
  return rows.map((row) => row.action);
}

/** A refusal: the sign-in screen names it, and no session was started. */
async function expectRefused(result: Promise<{ refusal: string | null; token: string | null }>, code: string, before: number) {
  const { refusal, token } = await result;
  expect(refusal).toBe(code);
  expect(token).toBeNull();
  expect(await sessionCount()).toBe(before);
}

describe('staff single sign-on (OpenID Connect)', () => {
  it('offers the provider on the sign-in screen', async () => {
    const res = await t.call('staff/getSignInOptions', {});
    expect(res.json()).toEqual({ status: 200, providerName: 'Acme ID', passwordSignIn: true });
  });

  it('starts with PKCE, state and nonce, and keeps them in a signed httpOnly cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/staff/oidc/start' });
    const url = new URL(String(res.headers.location));
    expect(url.origin).toBe(peer.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: peer.clients.portal.id,
      redirect_uri: `${PORTAL}/api/staff/oidc/callback`,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);
    expect(String(res.headers['set-cookie'])).not.toContain(url.searchParams.get('code_challenge') ?? '-');
  });

  it('signs in a member in two groups, bound by a verified e-mail, with the mapping applied', async () => {
    const ana = await createStaff(t.database.db, 'center_staff', { email: 'ana@acme.example', centerIds: [austin] });
    peer.accounts.set('ana-sub', {
      email: 'Ana@acme.example',
      email_verified: true,
      name: 'Ana',
      groups: ['portal-managers-austin', 'portal-managers-houston', 'unrelated'],
    });
    const { token, location } = await ssoSignIn('ana-sub');
    expect(location.pathname).toBe('/staff/login');
    expect(token).toBeTruthy();
    const me = await t.call('staff/getMe', {}, { token: token ?? '' });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json<{ staff: { role: string; centers: { id: number }[] } }>().staff).toMatchObject({
      role: 'center_manager',
      centers: [{ id: austin }, { id: houston }],
    });
    expect((await member('ana@acme.example')).oidcSubject).toBe('ana-sub');
    expect(await auditActions(ana.id)).toEqual(['staff/providerLinked', 'staff/providerRoleChanged', 'staff/providerSignIn']);
  });

  it('gives a member moved to another group its role and centers at the next sign-in', async () => {
    peer.accounts.set('ana-sub', { ...peer.accounts.get('ana-sub'), groups: ['portal-editors'] });
    const { token } = await ssoSignIn('ana-sub');
    const me = await t.call('staff/getMe', {}, { token: token ?? '' });
    expect(me.json<{ staff: { role: string } }>().staff.role).toBe('content_editor');
    const changes = await t.database.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, 'staff/providerRoleChanged'));
    expect(changes).toContainEqual({
      before: { role: 'center_manager', centerIds: [austin, houston] },
      after: { role: 'content_editor', centerIds: [] },
    });
  });

  it('refuses and deactivates a member removed from every mapped group, ending their sessions', async () => {
    const { token: open } = await ssoSignIn('ana-sub');
    peer.accounts.set('ana-sub', { ...peer.accounts.get('ana-sub'), groups: ['unrelated'] });
    const before = await sessionCount();
    await expectRefused(ssoSignIn('ana-sub'), 'ssoAccessRemoved', before);
    const ana = await member('ana@acme.example');
    expect(ana.deactivatedAt).not.toBeNull();
    expect((await t.call('staff/getMe', {}, { token: open ?? '' })).statusCode).toBe(401);
    expect((await auditActions(ana.id)).slice(-1)).toEqual(['staff/providerDeactivated']);
  });

  it('refuses a token without the groups claim, or with an overage marker, naming the claim', async () => {
    await createStaff(t.database.db, 'center_staff', { email: 'bo@acme.example' });
    peer.accounts.set('bo-sub', { email: 'bo@acme.example', email_verified: true });
    const before = await sessionCount();
    const missing = await ssoSignIn('bo-sub');
    expect(missing.refusal).toBe('ssoGroupsMissing');
    expect(missing.location.searchParams.get('claim')).toBe('groups');
    peer.accounts.set('bo-sub', { email: 'bo@acme.example', email_verified: true, _claim_names: { groups: 'src1' } });
    await expectRefused(ssoSignIn('bo-sub'), 'ssoGroupsOverage', before);
  });

  it('matches an e-mail only when the provider says it is verified', async () => {
    await createStaff(t.database.db, 'center_staff', { email: 'cy@acme.example' });
    peer.accounts.set('cy-sub', { email: 'cy@acme.example', email_verified: false, groups: ['portal-editors'] });
    await expectRefused(ssoSignIn('cy-sub'), 'ssoEmailNotVerified', await sessionCount());
    expect((await member('cy@acme.example')).oidcSubject).toBeNull();
  });

  it('refuses an unknown user unless members are created at first sign-in, then creates them with their mapping', async () => {
    peer.accounts.set('dee-sub', { email: 'dee@acme.example', email_verified: true, name: 'Dee', groups: ['portal-managers-houston'] });
    await expectRefused(ssoSignIn('dee-sub'), 'ssoUnknownMember', await sessionCount());
    const creating = await createTestApp({ database: t.database, env: ssoEnv({ STAFF_OIDC_CREATE_MEMBERS: 'true' }) });
    try {
      const { token } = await ssoSignIn('dee-sub', creating);
      const me = await creating.call('staff/getMe', {}, { token: token ?? '' });
      expect(me.json<{ staff: { role: string; displayName: string; centers: { id: number }[] } }>().staff).toMatchObject({
        role: 'center_manager',
        displayName: 'Dee',
        centers: [{ id: houston }],
      });
      expect(await auditActions((await member('dee@acme.example')).id)).toEqual(['staff/providerCreatedMember', 'staff/providerSignIn']);
    } finally {
      await creating.close();
    }
  });

  describe('refusals of the protocol, each with nothing signed in', () => {
    beforeAll(() => {
      peer.accounts.set('eve-sub', { email: 'eve@acme.example', email_verified: true, groups: ['portal-editors'] });
    });

    it('a tampered state', async () => {
      await createStaff(t.database.db, 'content_editor', { email: 'eve@acme.example' });
      const flow = await start();
      const back = await signInAtProvider(peer, flow.authorizationUrl, 'eve-sub');
      back.searchParams.set('state', 'tampered-state');
      await expectRefused(callback(back, flow.cookie), 'ssoStateInvalid', await sessionCount());
    });

    it('no flow cookie (expired, or another browser)', async () => {
      const flow = await start();
      const back = await signInAtProvider(peer, flow.authorizationUrl, 'eve-sub');
      await expectRefused(callback(back, `${FLOW_COOKIE}=forged.value`), 'ssoFlowExpired', await sessionCount());
    });

    /** An authorization request of the flow's own (its state and PKCE challenge) with one parameter changed. */
    async function alteredRequest(changes: Record<string, string>) {
      const flow = await start();
      const sealed = openFlow(t.config.tokenSecret, cookieValue(flow.cookie, FLOW_COOKIE), t.clock.now());
      if (!sealed) throw new Error('the flow cookie does not open');
      const url = new URL(flow.authorizationUrl);
      url.searchParams.set('code_challenge', await oidc.calculatePKCECodeChallenge(sealed.verifier));
      for (const [name, value] of Object.entries(changes)) url.searchParams.set(name, value);
      return { back: await signInAtProvider(peer, url.href, 'eve-sub'), cookie: flow.cookie };
    }

    it('a wrong nonce in the ID token', async () => {
      const { back, cookie } = await alteredRequest({ nonce: 'a-nonce-of-another-sign-in' });
      await expectRefused(callback(back, cookie), 'ssoNonceInvalid', await sessionCount());
    });

    it('an ID token for another audience (a second client of the provider)', async () => {
      const { back, cookie } = await alteredRequest({ client_id: peer.clients.other.id });
      peer.answerAsOtherClient(true);
      try {
        await expectRefused(callback(back, cookie), 'ssoAudienceInvalid', await sessionCount());
      } finally {
        peer.answerAsOtherClient(false);
      }
    });

    it('an expired code, and a code used twice', async () => {
      peer.setCodeTtl(1);
      try {
        const flow = await start();
        const back = await signInAtProvider(peer, flow.authorizationUrl, 'eve-sub');
        await new Promise((resolve) => setTimeout(resolve, 2_100));
        await expectRefused(callback(back, flow.cookie), 'ssoCodeInvalid', await sessionCount());
      } finally {
        peer.setCodeTtl(60);
      }
      const flow = await start();
      const back = await signInAtProvider(peer, flow.authorizationUrl, 'eve-sub');
      expect((await callback(back, flow.cookie)).token).toBeTruthy();
      await expectRefused(callback(back, flow.cookie), 'ssoCodeInvalid', await sessionCount());
    });

    it('bad input in the callback: 400 naming the field', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/staff/oidc/callback?code=a%00b&state=x' });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('code');
    });
  });

  it('ends a single-sign-on session after STAFF_OIDC_MAX_SESSION_HOURS, and signs out at the provider too', async () => {
    peer.accounts.set('fay-sub', { email: 'fay@acme.example', email_verified: true, groups: ['portal-editors'] });
    await createStaff(t.database.db, 'content_editor', { email: 'fay@acme.example' });
    const { token } = await ssoSignIn('fay-sub');
    const started = t.clock.now();
    try {
      t.clock.advance(12 * 3_600_000 - 60_000);
      expect((await t.call('staff/getMe', {}, { token: token ?? '' })).statusCode).toBe(200);
      t.clock.advance(60_000);
      expect((await t.call('staff/getMe', {}, { token: token ?? '' })).statusCode).toBe(401);
    } finally {
      t.clock.set(started);
    }
    const again = await ssoSignIn('fay-sub');
    const out = await t.call('staff/logout', {}, { token: again.token ?? '' });
    expect(out.statusCode, out.body).toBe(200);
    const endSession = new URL(out.json<{ endSessionUrl: string }>().endSessionUrl);
    expect(endSession.origin).toBe(peer.issuer);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${PORTAL}/staff/login`);
    expect((await t.call('staff/getMe', {}, { token: again.token ?? '' })).statusCode).toBe(401);
  });

  it('with staff passwords off, only break-glass members sign in with a password', async () => {
    const passwordsOff = await createTestApp({ database: t.database, env: ssoEnv({ STAFF_PASSWORD_SIGN_IN: 'false' }) });
    try {
      const keeper = await createStaff(t.database.db, 'admin');
      const refused = await passwordsOff.call('staff/login', { email: keeper.email, password: 'Plasma#2026' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ code: string }>().code).toBe('staffPasswordSignInOff');
      const marked = await t.call('staff/setBreakGlass', { staffId: keeper.id, breakGlass: true }, { token: adminToken });
      expect(marked.statusCode, marked.body).toBe(200);
      const allowed = await passwordsOff.call('staff/login', { email: keeper.email, password: 'Plasma#2026' });
      expect(allowed.statusCode, allowed.body).toBe(200);
      const wrong = await passwordsOff.call('staff/login', { email: keeper.email, password: 'wrong-password' });
      expect(wrong.json<{ code: string }>().code).toBe('staffInvalidCredentials');
      expect((await passwordsOff.call('staff/getSignInOptions', {})).json()).toMatchObject({ passwordSignIn: false });
    } finally {
      await passwordsOff.close();
    }
  });

  it("lets the provider's second factor stand in for TOTP, unless an admin requires TOTP of SSO members too", async () => {
    const saved = await t.call(
      'staff/saveGroupMapping',
      { groupValue: 'portal-admins', role: 'admin', centerIds: [] },
      { token: adminToken },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    peer.accounts.set('gus-sub', { email: 'gus@acme.example', email_verified: true, groups: ['portal-admins'] });
    await createStaff(t.database.db, 'admin', { email: 'gus@acme.example' });
    const { token } = await ssoSignIn('gus-sub');
    const by = { staffId: (await member('gus@acme.example')).id, at: t.clock.now() };
    try {
      await writeStaffSettings(t.database.db, { requireTotp: true, requireTotpForSso: false }, by);
      expect((await t.call('staff/listGroupMappings', {}, { token: token ?? '' })).statusCode).toBe(200);
      expect((await t.call('staff/getMe', {}, { token: token ?? '' })).json()).toMatchObject({ staff: { totpEnrolmentRequired: false } });
      await writeStaffSettings(t.database.db, { requireTotp: true, requireTotpForSso: true }, by);
      expect((await t.call('staff/listGroupMappings', {}, { token: token ?? '' })).json()).toMatchObject({
        status: 403,
        code: 'totpEnrolmentRequired',
      });
    } finally {
      await writeStaffSettings(t.database.db, { requireTotp: false, requireTotpForSso: false }, by);
    }
  });

  it('asks a member with an authenticator app for its code at each sign-in when an admin requires TOTP of SSO members', async () => {
    peer.accounts.set('tia-sub', { email: 'tia@acme.example', email_verified: true, groups: ['portal-editors'] });
    const tia = await createStaff(t.database.db, 'content_editor', { email: 'tia@acme.example' });
    const passwordToken = await signInStaff(t, tia.email);
    const started = await t.call('staff/startTotpEnrolment', {}, { token: passwordToken });
    const { secret } = started.json<{ secret: string }>();
    const code = (at: Date) => generate({ secret, epoch: at.getTime() / 1000 });
    expect((await t.call('staff/confirmTotpEnrolment', { code: await code(t.clock.now()) }, { token: passwordToken })).statusCode).toBe(
      200,
    );
    const by = { staffId: tia.id, at: t.clock.now() };
    try {
      // Off: the provider's own second factor stands in, the callback hands over a session.
      expect((await ssoSignIn('tia-sub')).token).toBeTruthy();
      await writeStaffSettings(t.database.db, { requireTotp: true, requireTotpForSso: true }, by);
      const sessionsBefore = (await t.database.db.select().from(staffSessions).where(eq(staffSessions.staffId, tia.id))).length;
      const back = await ssoSignIn('tia-sub');
      expect(back.token).toBeNull();
      const ticket = new URLSearchParams(back.location.hash.slice(1)).get('ssoTicket') ?? '';
      expect(ticket).not.toBe('');
      expect((await t.database.db.select().from(staffSessions).where(eq(staffSessions.staffId, tia.id))).length).toBe(sessionsBefore);

      t.clock.advance(60_000);
      const wrong = await t.call('staff/completeProviderSignIn', { ticket, totpCode: '000000' }, { ip: '10.61.0.1' });
      expect(wrong.json()).toMatchObject({ status: 401, code: 'totpInvalid' });
      const altered = await t.call(
        'staff/completeProviderSignIn',
        { ticket: `${ticket}x`, totpCode: await code(t.clock.now()) },
        { ip: '10.61.0.1' },
      );
      expect(altered.json()).toMatchObject({ status: 401, code: 'ssoFlowExpired' });
      const done = await t.call('staff/completeProviderSignIn', { ticket, totpCode: await code(t.clock.now()) }, { ip: '10.61.0.1' });
      expect(done.statusCode, done.body).toBe(200);
      const { token } = done.json<{ token: string }>();
      expect((await t.call('staff/getMe', {}, { token })).json()).toMatchObject({
        staff: { email: tia.email, totpEnrolmentRequired: false },
      });
      // The same code again is refused (a code is used once), and a ticket expires after five minutes.
      expect(
        (await t.call('staff/completeProviderSignIn', { ticket, totpCode: await code(t.clock.now()) }, { ip: '10.61.0.1' })).json(),
      ).toMatchObject({
        code: 'totpInvalid',
      });
      t.clock.advance(5 * 60_000);
      expect(
        (await t.call('staff/completeProviderSignIn', { ticket, totpCode: await code(t.clock.now()) }, { ip: '10.61.0.1' })).json(),
      ).toMatchObject({
        code: 'ssoFlowExpired',
      });
    } finally {
      await writeStaffSettings(t.database.db, { requireTotp: false, requireTotpForSso: false }, by);
    }
  });

  it('limits sign-ins per address (start and callback), sending the browser to /staff/login to say how long to wait', async () => {
    const log = logLines();
    const limited = await createTestApp({ database: t.database, env: ssoEnv(), logStream: log.logStream });
    try {
      const get = (url: string, remoteAddress: string) => limited.app.inject({ method: 'GET', url, remoteAddress });
      for (let i = 0; i < 60; i += 1) {
        const started = await get('/api/staff/oidc/start', '10.60.0.1');
        expect(String(started.headers.location)).toContain(peer.issuer);
      }
      const refused = await get('/api/staff/oidc/start', '10.60.0.1');
      expect(refused.statusCode).toBe(302);
      expect(refused.headers.location).toBe('/staff/login?ssoError=tooManyAttempts&minutes=10');
      expect(refused.headers['set-cookie']).toBeUndefined();
      expect(log.lines.some((line) => line.includes('"securityEvent"') && line.includes('tooManyAttempts'))).toBe(true);
      // Another address still signs in; the callback has its own budget.
      expect(String((await get('/api/staff/oidc/start', '10.60.0.2')).headers.location)).toContain(peer.issuer);
      for (let i = 0; i < 60; i += 1) await get('/api/staff/oidc/callback?code=x&state=y', '10.60.0.3');
      const callbackRefused = await get('/api/staff/oidc/callback?code=x&state=y', '10.60.0.3');
      expect(callbackRefused.headers.location).toBe('/staff/login?ssoError=tooManyAttempts&minutes=10');
    } finally {
      await limited.close();
    }
  });

  it('has no single-sign-on routes and no button without a provider', async () => {
    const plain = await createTestApp({ database: t.database });
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/staff/oidc/start' })).statusCode).toBe(404);
      expect((await plain.call('staff/getSignInOptions', {})).json()).toMatchObject({ providerName: null });
    } finally {
      await plain.close();
    }
  });
});
