import { desc } from 'drizzle-orm';
import { apiClients } from '../../db/schema/index';
import { legacyKeyActive } from '../../domain/api-clients';
import type { Handler } from '../../service-context';
import { apiClientView } from './api-client-rows';

/** Every API client, newest first, and whether the deprecated `OPS_API_KEY` is still accepted. */
export const listApiClientsHandler: Handler<'integrations/listApiClients'> = async (ctx) => {
  const rows = await ctx.db.select().from(apiClients).orderBy(desc(apiClients.createdAt), desc(apiClients.id));
  return { status: 200, items: rows.map(apiClientView), legacyKeyActive: await legacyKeyActive(ctx) };
};
