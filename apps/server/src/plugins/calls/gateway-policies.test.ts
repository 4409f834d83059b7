import { CODES_PER_DESTINATION, LOGIN_FAILURES_PER_ACCOUNT, LOOKUP_FAILURES_PER_ADDRESS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../../test/sign-in';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await createDonor(t.database.db, { email: 'policies@example.com' });
  token = (await signIn(t, 'policies@example.com')).token;
});
afterAll(() => t.close());

describe('rate limits declared by the contract, applied by the gateway', () => {
  it('holds under a parallel burst: exactly the budget of lookup misses gets through, the rest answer 429', async () => {
    const burst = LOOKUP_FAILURES_PER_ADDRESS + 15;
    const replies = await Promise.all(
      Array.from({ length: burst }, (_, i) =>
        t.call(
          'registration/lookupDonor',
          { donorNumber: `Z${String(9_000_000 + i)}`, identValueLast4: '0000', dob: '01-01-1990' },
          { ip: '203.0.113.9' },
        ),
      ),
    );
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 404)).toHaveLength(LOOKUP_FAILURES_PER_ADDRESS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const refused = replies.find((r) => r.statusCode === 429);
    expect(refused?.json()).toMatchObject({ status: 429, code: 'tooManyAttempts', retryAfterSeconds: 900 });
    expect(refused?.headers['retry-after']).toBe('900');
  });

  it('shares one count between the services that send codes to the same destination', async () => {
    const email = 'codes@example.com';
    for (let i = 0; i < CODES_PER_DESTINATION; i += 1) {
      t.clock.advance(6 * 60_000);
      expect((await t.call('passwordReset/sendCode', { username: email }, { ip: `198.51.100.${i + 10}` })).statusCode).toBe(200);
    }
    t.clock.advance(6 * 60_000);
    const refused = await t.call('passwordReset/sendCode', { username: ` ${email.toUpperCase()} ` }, { ip: '198.51.100.99' });
    expect(refused.json()).toMatchObject({ status: 429, code: 'tooManyAttempts' });
  });
});

describe('personal data is never cached', () => {
  it('sends Cache-Control: no-store on a reply with personal data', async () => {
    const res = await t.call('profile/getProfile', {}, { token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('leaves a public reply without it', async () => {
    const res = await t.call('location/searchCenters', { state: 'TX' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBeUndefined();
  });
});

describe('with Redis down', () => {
  it('still answers sign-ins, never a 500, and holds their limits in the fallback store', async () => {
    const down = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      await createDonor(down.database.db, { email: 'redis-down@example.com' });
      const replies = await Promise.all(
        Array.from({ length: LOGIN_FAILURES_PER_ACCOUNT + 5 }, (_, i) =>
          down.call('authentication/login', { username: 'redis-down@example.com', password: 'Wrong#1' }, { ip: `10.5.0.${i + 1}` }),
        ),
      );
      expect(replies.filter((r) => r.statusCode === 401)).toHaveLength(LOGIN_FAILURES_PER_ACCOUNT);
      expect(replies.filter((r) => r.statusCode === 429 && r.json<{ code: string }>().code === 'challengeRequired')).toHaveLength(5);
    } finally {
      await down.close();
    }
  });
});
