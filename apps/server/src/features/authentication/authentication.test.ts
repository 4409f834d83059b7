import { SESSION_MAX_AGE_MS, TOKEN_TTL_MS } from '@portal/contract';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor, type DonorRow } from '../../db/factories/donors';
import { createLocation } from '../../db/factories/locations';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../../test/sign-in';

let t: TestApp;
let maria: DonorRow;
let other: DonorRow;

beforeAll(async () => {
  t = await createTestApp();
  const home = await createLocation(t.database.db, { name: 'Demo Plasma Austin North' });
  maria = await createDonor(t.database.db, {
    email: 'maria@example.com',
    donorNumber: 'D7000001',
    firstName: 'Maria',
    homeLocationId: home.id,
    savedLocationIds: [home.id],
  });
  other = await createDonor(t.database.db, { email: 'other@example.com' });
  await createDonor(t.database.db, { email: 'noaccount@example.com', donorNumber: 'D7000009', password: null });
});
afterAll(() => t.close());

describe('authentication/login', () => {
  it('signs in by e-mail, trimmed and lowercased, and returns the user', async () => {
    const res = await t.call('authentication/login', { username: '  Maria@Example.COM ', password: 'Plasma#2026' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      status: number;
      token: string;
      expiresAt: string;
      user: { _id: string; donorID: string; fullName: string; locations: { name: string }[] };
    }>();
    expect(body.status).toBe(200);
    expect(body.user).toMatchObject({ _id: maria.id, donorID: 'D7000001', fullName: `Maria ${maria.lastName}` });
    expect(body.user.locations.map((l) => l.name)).toEqual(['Demo Plasma Austin North']);
    expect(new Date(body.expiresAt).getTime() - t.clock.now().getTime()).toBe(TOKEN_TTL_MS);
    expect(decodeJwt(body.token)).toMatchObject({ sub: maria.id });
  });

  it('signs in by donor number in any case', async () => {
    const { user } = await signIn(t, 'd7000001');
    expect(user._id).toBe(maria.id);
  });

  it('refuses a wrong password with a message and no token', async () => {
    const res = await t.call('authentication/login', { username: 'other@example.com', password: 'Wrong#2026' });
    expect(res.statusCode).toBe(401);
    const body = res.json<Record<string, unknown>>();
    expect(body).toMatchObject({ status: 401, code: 'invalidCredentials', message: 'The email, donor number or password is incorrect.' });
    expect(body).not.toHaveProperty('token');
  });

  it('answers an unknown account and a donor without an account exactly like a wrong password', async () => {
    const unknown = await t.call('authentication/login', { username: 'nobody@example.com', password: 'Plasma#2026' });
    const noAccount = await t.call('authentication/login', { username: 'D7000009', password: 'Plasma#2026' });
    expect(unknown.statusCode).toBe(401);
    expect(noAccount.json()).toEqual(unknown.json());
  });
});

describe('authentication/tokenLogin', () => {
  it('renews the token: a later expiry, the same session', async () => {
    const { token, user } = await signIn(t, 'maria@example.com');
    t.clock.advance(55 * 60_000);
    const res = await t.call('authentication/tokenLogin', { _id: user._id, reqType: 'website' }, { token });
    expect(res.statusCode).toBe(200);
    const renewed = res.json<{ token: string; expiresAt: string }>();
    expect(decodeJwt(renewed.token).sid).toBe(decodeJwt(token).sid);
    t.clock.advance(10 * 60_000);
    expect((await t.call('location/bylocationids', { locationids: [1] }, { token })).statusCode).toBe(401);
    expect((await t.call('location/bylocationids', { locationids: [1] }, { token: renewed.token })).statusCode).toBe(200);
  });

  it("answers 403 when _id names another donor: a token never renews someone else's session", async () => {
    const { token } = await signIn(t, 'maria@example.com');
    const res = await t.call('authentication/tokenLogin', { _id: other.id, reqType: 'website' }, { token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 403, code: 'renewalRefused' });
  });

  it('ignores params that try to pick another donor', async () => {
    const { token } = await signIn(t, 'maria@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/gateway',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: {
        serviceName: 'authentication',
        serviceType: 'tokenLogin',
        params: { _id: maria.id, reqType: 'website', donorID: other.id, donorId: other.id },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(decodeJwt(res.json<{ token: string }>().token).sub).toBe(maria.id);
  });

  it('answers 403 once the session is older than its maximum age', async () => {
    let { token } = await signIn(t, 'maria@example.com');
    const step = 50 * 60_000;
    for (let elapsed = step; elapsed < SESSION_MAX_AGE_MS; elapsed += step) {
      t.clock.advance(step);
      const res = await t.call('authentication/tokenLogin', { _id: maria.id, reqType: 'website' }, { token });
      expect(res.statusCode).toBe(200);
      token = res.json<{ token: string }>().token;
    }
    t.clock.advance(step);
    const refused = await t.call('authentication/tokenLogin', { _id: maria.id, reqType: 'website' }, { token });
    expect(refused.statusCode).toBe(403);
  });

  it('answers 401 for a revoked session', async () => {
    const { token } = await signIn(t, 'maria@example.com');
    await t.call('authentication/logout', {}, { token });
    const res = await t.call('authentication/tokenLogin', { _id: maria.id, reqType: 'website' }, { token });
    expect(res.statusCode).toBe(401);
  });
});
