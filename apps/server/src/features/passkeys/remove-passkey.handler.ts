import { and, eq } from 'drizzle-orm';
import { donorPasskeys } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';

/** Deletes one of the donor's passkeys: from now on it signs nobody in (`passkeyUnknown`). */
export const removePasskeyHandler: Handler<'passkey/removePasskey'> = async (ctx, params) => {
  const removed = await ctx.db
    .delete(donorPasskeys)
    .where(and(eq(donorPasskeys.id, params.passkeyId), eq(donorPasskeys.donorId, ctx.session.donorId)))
    .returning({ id: donorPasskeys.id });
  if (removed.length === 0) throw new ServiceError(404, 'notFound');
  return { status: 200 };
};
