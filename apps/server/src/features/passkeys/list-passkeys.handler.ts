import { desc, eq } from 'drizzle-orm';
import { donorPasskeys } from '../../db/schema/index';
import type { Handler } from '../../service-context';
import { toPasskeySummary } from './passkey-rows';

export const listPasskeysHandler: Handler<'passkey/listPasskeys'> = async (ctx) => {
  const rows = await ctx.db
    .select()
    .from(donorPasskeys)
    .where(eq(donorPasskeys.donorId, ctx.session.donorId))
    .orderBy(desc(donorPasskeys.createdAt));
  return { status: 200, passkeys: rows.map(toPasskeySummary) };
};
