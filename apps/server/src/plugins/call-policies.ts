import type { CallPolicies, RateLimit } from '@portal/contract';
import type { FastifyReply } from 'fastify';
import type { Services } from '../features/service-context';
import { deriveSecret, keyedHash } from '../lib/secrets';
import { ServiceError } from '../lib/service-error';

/** What counting needs of the shared services: the secret that hashes keys, and the counts. */
type LimitServices = Pick<Services, 'config' | 'limits'>;

/** Who a call is, as far as its rate limits need to know. */
export interface LimitSubject {
  clientAddress: string;
  donorId: string | null;
  /** The parsed params (gateway) or body (REST) that `fields` name. */
  input: unknown;
  /** Where a code goes when the params do not hold it; null when there is none (the handler then refuses the call). */
  resolveDestination?: () => Promise<string | null>;
}

interface Reserved {
  limit: RateLimit;
  key: string;
  release: () => Promise<void>;
  forget: () => Promise<void>;
  count: number;
  resetInMs: number;
}

function fieldValues(input: unknown, fields: readonly string[]): string | null {
  if (typeof input !== 'object' || input === null) return null;
  const values = fields.map((field) => (input as Record<string, unknown>)[field]);
  if (values.some((value) => typeof value !== 'string' && typeof value !== 'number')) return null;
  return values.map((value) => String(value).trim().toLowerCase()).join('\u0000');
}

/** The counter key of a call under a limit; e-mails and phones only ever appear as a keyed hash. Null: not counted. */
async function limitKey(services: LimitServices, limit: RateLimit, subject: LimitSubject): Promise<string | null> {
  const hashed = (value: string | null) =>
    value === null ? null : `${limit.scope}:${keyedHash(deriveSecret(services.config.tokenSecret, 'rate-limits'), limit.scope, value)}`;
  switch (limit.scope) {
    case 'address':
      return `address:${subject.clientAddress}`;
    case 'donor':
      return subject.donorId ? `donor:${subject.donorId}` : null;
    case 'account':
      return hashed(limit.fields ? fieldValues(subject.input, limit.fields) : null);
    case 'destination':
      if (limit.fields) return hashed(fieldValues(subject.input, limit.fields));
      return hashed((await subject.resolveDestination?.())?.trim().toLowerCase() ?? null);
  }
}

function refuse(reserved: Reserved): never {
  const seconds = Math.max(1, Math.ceil(reserved.resetInMs / 1000));
  throw new ServiceError(
    429,
    reserved.limit.refusal ?? 'tooManyAttempts',
    { minutes: Math.ceil(seconds / 60) },
    { retryAfterSeconds: seconds },
  );
}

/**
 * Runs a call within its declared rate limits. Each limit first reserves the call (count, then compare), so a
 * parallel burst cannot slip past the budget; the first limit over budget refuses with 429. Limits that count
 * failures give the point back when the call succeeds (or is refused by another limit), and `clearOnSuccess`
 * forgets the earlier failures too. Handlers never count anything themselves.
 */
export async function withRateLimits<T>(
  services: LimitServices,
  owner: string,
  limits: readonly RateLimit[] | undefined,
  subject: LimitSubject,
  run: () => Promise<T>,
): Promise<T> {
  if (!limits?.length) return run();
  const reserved: Reserved[] = [];
  for (const limit of limits) {
    const key = await limitKey(services, limit, subject);
    if (key === null) continue;
    const counter = services.limits.counter(limit.bucket ?? owner, limit.windowMs, limit.budget);
    reserved.push({
      limit,
      key,
      release: () => counter.giveBack(key),
      forget: () => counter.forget(key),
      ...(await counter.reserve(key)),
    });
  }
  const countsFailures = reserved.filter((r) => r.limit.counts === 'failures');
  const over = reserved.find((r) => r.count > r.limit.budget);
  if (over) {
    await Promise.all(countsFailures.map((r) => r.release()));
    refuse(over);
  }
  const result = await run();
  await Promise.all(countsFailures.map((r) => (r.limit.clearOnSuccess ? r.forget() : r.release())));
  return result;
}

/** The caching rule a reply is sent with: never stored when it holds personal data. */
export function applyCaching(reply: FastifyReply, policies: CallPolicies & { cacheControl?: string }): void {
  const rule = policies.personalData ? 'no-store' : policies.cacheControl;
  if (rule) void reply.header('Cache-Control', rule);
}
