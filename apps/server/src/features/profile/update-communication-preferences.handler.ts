import { eq } from 'drizzle-orm';
import { donors } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';

export const updateCommunicationPreferencesHandler: Handler<'profile/updateCommunicationPreferences'> = async (ctx, params) => {
  const [row] = await ctx.db
    .update(donors)
    .set({ communicationPreferences: params.communicationPreferences })
    .where(eq(donors.id, ctx.session.donorId))
    .returning({ communicationPreferences: donors.communicationPreferences });
  if (!row) throw new ServiceError(401, 'sessionExpired');
  return { status: 200, communicationPreferences: row.communicationPreferences };
};
