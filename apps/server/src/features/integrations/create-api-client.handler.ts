import { apiClients } from '../../db/schema/index';
import { newApiSecret } from '../../domain/api-clients';
import type { Handler } from '../../service-context';
import { apiClientView, withUniqueName } from './api-client-rows';

/**
 * Creates a client with a new secret, answered once and kept only as its hash. The first client ends the deprecated
 * `OPS_API_KEY` (the company's systems move to their own secrets).
 */
export const createApiClientHandler: Handler<'integrations/createApiClient'> = async (ctx, params) => {
  const { secret, hash, hint } = newApiSecret();
  const centerIds = params.centerIds && params.centerIds.length > 0 ? [...new Set(params.centerIds)].sort((a, b) => a - b) : null;
  const [row] = await withUniqueName(ctx.lang, () =>
    ctx.db
      .insert(apiClients)
      .values({
        name: params.name,
        operations: params.operations,
        centerIds,
        secretHash: hash,
        secretHint: hint,
        createdAt: ctx.clock.now(),
        createdBy: ctx.staff.staffId,
      })
      .returning(),
  );
  if (!row) throw new Error('api client insert returned no row');
  const client = apiClientView(row);
  ctx.audit({ objectType: 'apiClient', objectId: row.id, after: { name: client.name, operations: client.operations, centerIds } });
  return { status: 200, client, secret };
};
