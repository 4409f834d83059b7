import type { RateLimit } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { fixedClock } from '../../lib/clock';
import { noMetrics } from '../../lib/metrics';
import { memoryLimitStore, type LimitStore } from '../../lib/rate-limit';
import { ServiceError } from '../../lib/service-error';
import { openTestDatabase } from '../../test/test-database';
import { progressiveDelayMs, withRateLimits } from './call-policies';
import { callChecks } from '../../test/services';

/** A memory store that also records the keys it was asked to count. */
function recordingStore(): LimitStore & { keys: string[] } {
  const inner = memoryLimitStore(fixedClock('2026-01-01T00:00:00Z'));
  const keys: string[] = [];
  return {
    keys,
    counter(bucket, windowMs, budget) {
      const counter = inner.counter(bucket, windowMs, budget);
      return {
        reserve: (key) => {
          keys.push(key);
          return counter.reserve(key);
        },
      };
    },
    close: () => inner.close(),
  };
}

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const servicesWith = (limits: LimitStore) => ({
  config: loadConfig({ NODE_ENV: 'test' }),
  limits,
  db: database.db,
  clock: fixedClock('2026-01-01T00:00:00Z'),
  verifyCaptcha: callChecks.verifyCaptcha,
  metrics: noMetrics,
});

const signIn: readonly RateLimit[] = [
  {
    scope: 'account',
    fields: ['username'],
    windowMs: 60_000,
    budget: 2,
    counts: 'failures',
    clearOnSuccess: true,
    captchaField: 'captcha',
  },
  { scope: 'address', windowMs: 60_000, budget: 5, counts: 'failures', captchaField: 'captcha' },
];
const subject = (username: string) => ({ clientAddress: '192.0.2.1', donorId: null, input: { username } });
const fail = () => Promise.reject(new ServiceError(401, 'invalidCredentials'));
const succeed = () => Promise.resolve('ok');

async function codeOf(call: Promise<unknown>): Promise<string> {
  return call.then(
    () => 'ok',
    (error: unknown) => (error instanceof ServiceError ? error.code : 'other'),
  );
}

describe('withRateLimits', () => {
  it('never keeps an e-mail in a counter key', async () => {
    const store = recordingStore();
    await withRateLimits(servicesWith(store), 'svc', signIn, subject('Someone@Example.com'), succeed);
    expect(store.keys).toHaveLength(2);
    expect(store.keys.join(' ')).not.toMatch(/someone|example/i);
  });

  it('counts only failures, a success forgets the account failures, and past the budget asks for a captcha', async () => {
    const services = servicesWith(recordingStore());
    const call = (run: () => Promise<string>) => codeOf(withRateLimits(services, 'svc', signIn, subject('a@example.com'), run));
    expect(await call(fail)).toBe('invalidCredentials');
    expect(await call(succeed)).toBe('ok');
    expect(await call(fail)).toBe('invalidCredentials');
    expect(await call(fail)).toBe('invalidCredentials');
    // Two failures since the success: the account is at its budget; even the right password needs a captcha now.
    expect(await call(succeed)).toBe('challengeRequired');
    expect(await call(succeed)).toBe('challengeRequired');
    const forged = { ...subject('a@example.com'), input: { username: 'a@example.com', captcha: 'bm90IGEgY2FwdGNoYQ==' } };
    expect(await codeOf(withRateLimits(services, 'svc', signIn, forged, succeed))).toBe('captchaInvalid');
  });

  it('waits longer the more earlier calls it finds counted', async () => {
    const services = servicesWith(recordingStore());
    const limits: readonly RateLimit[] = [
      { scope: 'address', windowMs: 60_000, budget: 10, counts: 'failures', delay: { baseMs: 100, maxMs: 500 } },
    ];
    for (let i = 0; i < 6; i += 1) await codeOf(withRateLimits(services, 'svc', limits, subject('x'), fail));
    expect(services.clock.waits).toEqual([100, 200, 400, 500, 500]);
    expect([0, 1, 2, 3, 40].map((n) => progressiveDelayMs({ baseMs: 100, maxMs: 500 }, n))).toEqual([0, 100, 200, 400, 500]);
  });

  it('counts visitors only when the limit says so', async () => {
    const store = recordingStore();
    const limits: readonly RateLimit[] = [{ scope: 'address', windowMs: 60_000, budget: 1, onlyVisitors: true }];
    await withRateLimits(servicesWith(store), 'svc', limits, { clientAddress: '192.0.2.1', donorId: 'd1', input: {} }, succeed);
    expect(store.keys).toEqual([]);
    await withRateLimits(servicesWith(store), 'svc', limits, { clientAddress: '192.0.2.1', donorId: null, input: {} }, succeed);
    expect(store.keys).toEqual(['address:192.0.2.1']);
  });

  it('refuses with the wait in seconds and minutes, and the declared message', async () => {
    const services = servicesWith(recordingStore());
    const limits: readonly RateLimit[] = [{ scope: 'donor', windowMs: 3_600_000, budget: 1, refusal: 'tooManyShares' }];
    const donor = { clientAddress: '192.0.2.1', donorId: 'd1', input: {} };
    await withRateLimits(services, 'svc', limits, donor, succeed);
    const refused = await withRateLimits(services, 'svc', limits, donor, succeed).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ServiceError);
    expect(refused).toMatchObject({ status: 429, code: 'tooManyShares', values: { minutes: 60 }, extra: { retryAfterSeconds: 3600 } });
  });
});
