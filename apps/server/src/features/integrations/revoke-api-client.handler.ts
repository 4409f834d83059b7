import { eq } from 'drizzle-orm';
import { apiClients } from '../../db/schema/index';
import type { Handler } from '../../service-context';
import { apiClientRow, apiClientView } from './api-client-rows';

/** Revokes the client: every secret of it stops at once. Revoking it again changes nothing. */
export const revokeApiClientHandler: Handler<'integrations/revokeApiClient'> = async (ctx, params) => {
  const before = await apiClientRow(ctx.db, params.clientId);
  if (before.revokedAt) return { status: 200, client: apiClientView(before) };
  const revokedAt = ctx.clock.now();
  const [row] = await ctx.db
    .update(apiClients)
    .set({ revokedAt, previousSecretHash: null, previousSecretUntil: null })
    .where(eq(apiClients.id, params.clientId))
    .returning();
  if (!row) throw new Error('api client update returned no row');
  ctx.audit({ objectType: 'apiClient', objectId: row.id, before: { revokedAt: null }, after: { revokedAt: revokedAt.toISOString() } });
  return { status: 200, client: apiClientView(row) };
};
