import { and, eq } from 'drizzle-orm';
import { donorPasskeys } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';
import { toPasskeySummary } from './passkey-rows';

/** Renames one of the donor's passkeys; another donor's is not found (404), as in removal. */
export const renamePasskeyHandler: Handler<'passkey/renamePasskey'> = async (ctx, params) => {
  const [renamed] = await ctx.db
    .update(donorPasskeys)
    .set({ name: params.name })
    .where(and(eq(donorPasskeys.id, params.passkeyId), eq(donorPasskeys.donorId, ctx.session.donorId)))
    .returning();
  if (!renamed) throw new ServiceError(404, 'notFound');
  return { status: 200, passkey: toPasskeySummary(renamed) };
};
