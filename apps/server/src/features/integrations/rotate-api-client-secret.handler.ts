import { eq } from 'drizzle-orm';
import { apiClients } from '../../db/schema/index';
import { newApiSecret } from '../../domain/api-clients';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';
import { apiClientRow, apiClientView } from './api-client-rows';

/**
 * A new secret for the client (answered once); the current one keeps working for the overlap, then stops. A secret
 * older than the current one stops at once: only two are ever live.
 */
export const rotateApiClientSecretHandler: Handler<'integrations/rotateApiClientSecret'> = async (ctx, params) => {
  const before = await apiClientRow(ctx.db, params.clientId);
  if (before.revokedAt) throw new ServiceError(404, 'notFound');
  const { secret, hash, hint } = newApiSecret();
  const until = params.overlapHours > 0 ? new Date(ctx.clock.now().getTime() + params.overlapHours * 3_600_000) : null;
  const [row] = await ctx.db
    .update(apiClients)
    .set({ secretHash: hash, secretHint: hint, previousSecretHash: until ? before.secretHash : null, previousSecretUntil: until })
    .where(eq(apiClients.id, params.clientId))
    .returning();
  if (!row) throw new ServiceError(404, 'notFound');
  ctx.audit({
    objectType: 'apiClient',
    objectId: row.id,
    before: { secretHint: before.secretHint },
    after: { secretHint: hint, previousSecretUntil: until?.toISOString() ?? null },
  });
  return { status: 200, client: apiClientView(row), secret };
};
