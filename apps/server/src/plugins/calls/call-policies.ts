import type { CallPolicies, ProgressiveDelay, RateLimit } from '@portal/contract';
import type { FastifyReply } from 'fastify';
import type { CallChecks, Services } from '../../service-context';
import type { Reservation } from '../../lib/rate-limit';
import { deriveSecret, keyedHash } from '../../lib/secrets';
import { ServiceError } from '../../lib/service-error';

/**
 * What counting needs of the shared services: the secret that hashes keys, the counts, and what a captcha check
 * needs; the check itself is the features' (`CallChecks`), handed in by the gateway and the REST route helper.
 */
type LimitServices = Pick<Services, 'config' | 'limits' | 'db' | 'clock' | 'metrics'> & Pick<CallChecks, 'verifyCaptcha'>;

/** Who a call is, as far as its rate limits need to know. */
export interface LimitSubject {
  clientAddress: string;
  donorId: string | null;
  /** The API client calling an `apiClient` route (its calls share one budget, wherever they come from). */
  apiClientId?: string | null;
  /** The parsed params (gateway) or body (REST) that `fields` name. */
  input: unknown;
  /** The account a sign-in names, whichever identifier was typed; for limits of scope `account` without `fields`. */
  resolveAccount?: () => Promise<string>;
  /** Where a code goes when the params do not hold it; null when there is none (the handler then refuses the call). */
  resolveDestination?: () => Promise<string | null>;
}

interface Reserved extends Reservation {
  limit: RateLimit;
}

function fieldValue(input: unknown, field: string): unknown {
  return typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[field] : undefined;
}

function fieldValues(input: unknown, fields: readonly string[]): string | null {
  const values = fields.map((field) => fieldValue(input, field));
  if (values.some((value) => typeof value !== 'string' && typeof value !== 'number')) return null;
  return values.map((value) => String(value).trim().toLowerCase()).join('\u0000');
}

/** The counter key of a call under a limit; e-mails and phones only ever appear as a keyed hash. Null: not counted. */
async function limitKey(services: LimitServices, limit: RateLimit, subject: LimitSubject): Promise<string | null> {
  if (limit.onlyVisitors && subject.donorId !== null) return null;
  const hashed = (value: string | null) =>
    value === null ? null : `${limit.scope}:${keyedHash(deriveSecret(services.config.tokenSecret, 'rate-limits'), limit.scope, value)}`;
  switch (limit.scope) {
    case 'address':
      return `address:${subject.clientAddress}`;
    case 'donor':
      return subject.donorId ? `donor:${subject.donorId}` : null;
    case 'apiClient':
      return subject.apiClientId ? `apiClient:${subject.apiClientId}` : null;
    case 'account':
      if (limit.fields) return hashed(fieldValues(subject.input, limit.fields));
      return hashed((await subject.resolveAccount?.()) ?? null);
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
    { minutes: Math.ceil(seconds / 60), seconds },
    { retryAfterSeconds: seconds },
  );
}

/** The wait before a call that finds `earlier` calls already counted: none for the first, then doubling up to the cap. */
export function progressiveDelayMs(delay: ProgressiveDelay, earlier: number): number {
  if (earlier < 1) return 0;
  return Math.min(delay.maxMs, delay.baseMs * 2 ** Math.min(earlier - 1, 30));
}

/** The solved captcha a challenged call carries in the limit's field, or null. */
function captchaOf(limit: RateLimit, input: unknown): string | null {
  const solution = limit.captchaField === undefined ? undefined : fieldValue(input, limit.captchaField);
  return typeof solution === 'string' && solution !== '' ? solution : null;
}

/**
 * Runs a call within its declared rate limits. The limits reserve the call one after the other (count, then
 * compare), so a parallel burst cannot slip past a budget. Over budget the call is refused (429 with the wait),
 * or, for a limit with a captcha field, challenged: it goes on only with a solved captcha, spent once
 * (`challengeRequired` without one). A call that does not run gives every point back and stops reserving at
 * the first refusal, so only calls that reach the handler count and a refused call never holds a later limit's
 * room. Limits that count failures give the point back when the call succeeds, and `clearOnSuccess` forgets
 * the earlier failures too. A limit with a delay makes the call wait longer the more calls it found counted.
 * Handlers never count anything themselves.
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
  let captcha: string | null = null;
  try {
    for (const limit of limits) {
      const key = await limitKey(services, limit, subject);
      if (key === null) continue;
      const policy = limit.bucket ?? owner;
      const counter = services.limits.counter(policy, limit.windowMs, limit.budget);
      const reservation: Reserved = { limit, ...(await counter.reserve(key)) };
      reserved.push(reservation);
      if (reservation.count <= limit.budget) continue;
      services.metrics.rateLimitRefused(policy, limit.scope, limit.captchaField === undefined ? 'refused' : 'challenged');
      if (limit.captchaField === undefined) refuse(reservation);
      captcha = captchaOf(limit, subject.input);
      if (captcha === null) throw new ServiceError(429, 'challengeRequired');
    }
    if (captcha !== null) await services.verifyCaptcha(services, captcha);
  } catch (error) {
    await Promise.all(reserved.map((r) => r.giveBack()));
    throw error;
  }
  const wait = Math.max(0, ...reserved.map((r) => (r.limit.delay ? progressiveDelayMs(r.limit.delay, r.count - 1) : 0)));
  if (wait > 0) await services.clock.wait(wait);

  const countsFailures = reserved.filter((r) => r.limit.counts === 'failures');
  const result = await run();
  await Promise.all(countsFailures.map((r) => (r.limit.clearOnSuccess ? r.forget() : r.giveBack())));
  return result;
}

/** The caching rule a reply is sent with: never stored when it holds personal data. */
export function applyCaching(reply: FastifyReply, policies: CallPolicies & { cacheControl?: string }): void {
  const rule = policies.personalData ? 'no-store' : policies.cacheControl;
  if (rule) void reply.header('Cache-Control', rule);
}
