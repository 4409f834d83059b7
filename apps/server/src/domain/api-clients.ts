import { apiClientRefusedAction, apiOperations } from '@portal/contract';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { apiClients, auditLog } from '../db/schema/index';
import { opsKeyMatches } from '../lib/ops-key';
import { ServiceError } from '../lib/service-error';
import type { ApiClientIdentity, AuditDetails, Services } from '../service-context';

/** Stands for `OPS_API_KEY` in the audit trail while it is still accepted (no client exists yet). */
export const legacyApiClient: ApiClientIdentity = {
  id: '00000000-0000-4000-8000-000000000000',
  name: 'OPS_API_KEY (deprecated)',
  operations: apiOperations,
  centerIds: null,
};

/** The stored form of a secret: 256 random bits need no slow hash, and a lookup by hash stays one index probe. */
export function hashApiSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** A new secret (`dpk_` and 43 base64url characters), its hash and the hint the console shows. */
export function newApiSecret(): { secret: string; hash: string; hint: string } {
  const secret = `dpk_${randomBytes(32).toString('base64url')}`;
  return { secret, hash: hashApiSecret(secret), hint: secret.slice(0, 10) };
}

/** Whether `OPS_API_KEY` is still accepted: configured, and no API client created yet (a revoked one counts). */
export async function legacyKeyActive(services: Pick<Services, 'db' | 'config'>): Promise<boolean> {
  if (!services.config.opsApiKey) return false;
  const [any] = await services.db.select({ id: apiClients.id }).from(apiClients).limit(1);
  return !any;
}

/**
 * The client holding this secret: its current one, or the one before the last rotation until its overlap ends; never a
 * revoked client's. Until a first client exists, `OPS_API_KEY` is a client with every operation on every center.
 */
export async function findApiClient(
  services: Pick<Services, 'db' | 'config' | 'clock'>,
  secret: string,
): Promise<ApiClientIdentity | null> {
  const hash = hashApiSecret(secret);
  const [row] = await services.db
    .select({ id: apiClients.id, name: apiClients.name, operations: apiClients.operations, centerIds: apiClients.centerIds })
    .from(apiClients)
    .where(
      and(
        isNull(apiClients.revokedAt),
        or(
          eq(apiClients.secretHash, hash),
          and(eq(apiClients.previousSecretHash, hash), gt(apiClients.previousSecretUntil, services.clock.now())),
        ),
      ),
    )
    .limit(1);
  if (row) return row;
  const key = services.config.opsApiKey;
  if (!key || !opsKeyMatches(secret, key)) return null;
  return (await legacyKeyActive(services)) ? legacyApiClient : null;
}

/** One row of the audit trail under the client's name (its id stands where a staff member's would). */
export async function auditApiClient(
  db: Db,
  entry: AuditDetails & { client: ApiClientIdentity; at: Date; clientAddress: string; action: string },
): Promise<void> {
  await db.insert(auditLog).values({
    at: entry.at,
    staffId: entry.client.id,
    role: 'apiClient',
    apiClientName: entry.client.name,
    clientAddress: entry.clientAddress,
    action: entry.action,
    donorId: entry.donorId ?? null,
    objectType: entry.objectType ?? null,
    objectId: entry.objectId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** A call outside the client's scope: audited as refused, then a 403 with the reason. */
export async function refuseApiClient(
  services: Pick<Services, 'db' | 'clock'>,
  client: ApiClientIdentity,
  clientAddress: string,
  reason: 'apiOperationNotAllowed' | 'apiCenterNotAllowed',
  tried: { route: string; centerId?: number },
): Promise<never> {
  await auditApiClient(services.db, {
    client,
    at: services.clock.now(),
    clientAddress,
    action: apiClientRefusedAction,
    objectType: 'apiRoute',
    objectId: tried.route,
    after: { reason, ...(tried.centerId === undefined ? {} : { centerId: tried.centerId }) },
  });
  throw new ServiceError(403, reason);
}

/** Whether the client may touch this center (a client without centers may touch every one). */
export function apiClientCoversCenter(client: ApiClientIdentity, centerId: number): boolean {
  return client.centerIds === null || client.centerIds.includes(centerId);
}
