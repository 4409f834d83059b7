import { eq } from 'drizzle-orm';
import { donors } from '../../db/schema/index';
import { textOffersConsentDate } from '../../domain/consent-records';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';

export const getCommunicationPreferencesHandler: Handler<'profile/getCommunicationPreferences'> = async (ctx) => {
  const [row] = await ctx.db
    .select({ communicationPreferences: donors.communicationPreferences })
    .from(donors)
    .where(eq(donors.id, ctx.session.donorId));
  if (!row) throw new ServiceError(401, 'sessionExpired');
  const since = await textOffersConsentDate(ctx.db, ctx.session.donorId);
  return { status: 200, communicationPreferences: row.communicationPreferences, textOffersAgreedAt: since?.toISOString() ?? null };
};
