import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Issue 12's black-box checks, kept as a test through the whole gateway: a donor token altered in any part, unsigned
 * (`alg: none`) or re-signed with another algorithm is refused with 401, and never reads the donor's data.
 */

let t: TestApp;
let token: string;

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  await createDonor(t.database.db, { email: 'forged@example.com' });
  await createDonor(t.database.db, { email: 'victim@example.com' });
  token = (await signIn(t, 'forged@example.com')).token;
});
afterAll(() => t.close());

describe('forged tokens at the gateway', () => {
  it('the real token reads the profile', async () => {
    const res = await t.call('profile/getProfile', {}, { token });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses an altered payload, an unsigned token and another algorithm with 401', async () => {
    const victim = (await signIn(t, 'victim@example.com')).token;
    const [header = '', payload = '', signature = ''] = token.split('.');
    const victimClaims = decode(victim.split('.')[1] ?? '');
    const forgedPayload = encode({ ...decode(payload), ...victimClaims });
    const forgeries = {
      'payload swapped, signature kept': `${header}.${forgedPayload}.${signature}`,
      'alg none, no signature': `${encode({ alg: 'none', typ: 'JWT' })}.${forgedPayload}.`,
      'alg none, signature kept': `${encode({ alg: 'none', typ: 'JWT' })}.${payload}.${signature}`,
      'another algorithm named': `${encode({ alg: 'HS512', typ: 'JWT' })}.${payload}.${signature}`,
      'signature altered': `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
      'expiry moved later': `${header}.${encode({ ...decode(payload), exp: Math.floor(Date.parse('2030-01-01') / 1000) })}.${signature}`,
      'not a token': 'not.a.token',
    };
    for (const [name, forged] of Object.entries(forgeries)) {
      const res = await t.call('profile/getProfile', {}, { token: forged });
      expect(res.statusCode, name).toBe(401);
      expect(res.body, name).not.toContain('victim@example.com');
    }
  });
});
