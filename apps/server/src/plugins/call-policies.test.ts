import { services as contracts, type RateLimit } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { fixedClock } from '../lib/clock';
import { memoryLimitStore, type LimitStore } from '../lib/rate-limit';
import { ServiceError } from '../lib/service-error';
import { withRateLimits } from './call-policies';
import { destinationResolvers } from './limit-destinations';

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
        giveBack: (key) => counter.giveBack(key),
        forget: (key) => counter.forget(key),
      };
    },
    close: () => inner.close(),
  };
}

const servicesWith = (limits: LimitStore) => ({ config: loadConfig({ NODE_ENV: 'test' }), limits });

const signIn: readonly RateLimit[] = [
  { scope: 'account', fields: ['username'], windowMs: 60_000, budget: 2, counts: 'failures', clearOnSuccess: true },
  { scope: 'address', windowMs: 60_000, budget: 5, counts: 'failures' },
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

  it('counts only failures, and a success forgets the account failures', async () => {
    const services = servicesWith(recordingStore());
    const call = (run: () => Promise<string>) => codeOf(withRateLimits(services, 'svc', signIn, subject('a@example.com'), run));
    expect(await call(fail)).toBe('invalidCredentials');
    expect(await call(succeed)).toBe('ok');
    expect(await call(fail)).toBe('invalidCredentials');
    expect(await call(fail)).toBe('invalidCredentials');
    // Two failures since the success: the account is at its budget, even for the right password.
    expect(await call(succeed)).toBe('tooManyAttempts');
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

describe('contract rate limits', () => {
  it('name the account or destination: by params fields, or through a server resolver', () => {
    for (const [key, contract] of Object.entries(contracts)) {
      for (const limit of contract.rateLimits ?? []) {
        if (limit.scope === 'account') expect(limit.fields, key).toBeDefined();
        if (limit.scope === 'destination' && !limit.fields) expect(Object.hasOwn(destinationResolvers, key), key).toBe(true);
        if (limit.scope === 'donor') expect(contract.auth, key).toBe('donor');
      }
    }
  });
});
