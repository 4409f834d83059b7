import { and, eq, isNull } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { idempotencyKeys } from '../db/schema/index';
import { ServiceError } from '../lib/service-error';
import type { Services } from '../service-context';

/** A key as the `Idempotency-Key` header carries it: 1 to 200 visible ASCII characters. */
const KEY_FORM = /^[\x21-\x7e]{1,200}$/;

/** What an earlier call with the same key left: its reply to send again, or nothing (this call is the first). */
export type IdempotentStart = { replay: { statusCode: number; reply: unknown } } | { replay: null };

interface KeyedCall {
  clientId: string;
  key: string;
  route: string;
  body: unknown;
}

function bodyHash(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

/** The header's key, or null without one; a malformed key is a 400. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || !KEY_FORM.test(header)) throw new ServiceError(400, 'idempotencyKeyInvalid');
  return header;
}

/**
 * Claims the key for this call (one row per client and key; the unique index settles parallel calls), or finds the
 * reply of the call that claimed it: the same body gets that reply again, another body (or the same route still
 * running) a 409.
 */
export async function startIdempotentCall(services: Pick<Services, 'db' | 'clock'>, call: KeyedCall): Promise<IdempotentStart> {
  const hash = bodyHash(call.body);
  const claimed = await services.db
    .insert(idempotencyKeys)
    .values({ clientId: call.clientId, key: call.key, route: call.route, bodyHash: hash, createdAt: services.clock.now() })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return { replay: null };
  const [earlier] = await services.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.clientId, call.clientId), eq(idempotencyKeys.key, call.key)));
  if (!earlier || earlier.route !== call.route || earlier.bodyHash !== hash) throw new ServiceError(409, 'idempotencyKeyReused');
  if (earlier.statusCode === null) throw new ServiceError(409, 'idempotencyKeyInProgress');
  return { replay: { statusCode: earlier.statusCode, reply: earlier.reply } };
}

/** Keeps the first call's reply for the calls that repeat it. */
export async function finishIdempotentCall(
  services: Pick<Services, 'db'>,
  call: Pick<KeyedCall, 'clientId' | 'key'>,
  statusCode: number,
  reply: unknown,
): Promise<void> {
  await services.db
    .update(idempotencyKeys)
    .set({ statusCode, reply })
    .where(and(eq(idempotencyKeys.clientId, call.clientId), eq(idempotencyKeys.key, call.key), isNull(idempotencyKeys.statusCode)));
}

/** A call that failed gives its key back: the client may send it again once the cause is fixed. */
export async function releaseIdempotentCall(services: Pick<Services, 'db'>, call: Pick<KeyedCall, 'clientId' | 'key'>): Promise<void> {
  await services.db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.clientId, call.clientId), eq(idempotencyKeys.key, call.key), isNull(idempotencyKeys.statusCode)));
}
