import { changeCommunicationPreferences, textOffersConsentDate } from '../../domain/consent-records';
import { recordDonorFieldChanges } from '../../domain/donor-field-changes';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';

/** The donor's own choice on the web: each change is recorded with the address and browser it came from. */
export const updateCommunicationPreferencesHandler: Handler<'profile/updateCommunicationPreferences'> = async (ctx, params) =>
  ctx.db.transaction(async (tx) => {
    const preferences = await changeCommunicationPreferences(
      tx,
      ctx.session.donorId,
      () => params.communicationPreferences,
      ctx.clock.now(),
      { source: 'profile', clientAddress: ctx.clientAddress, userAgent: ctx.userAgent ?? null },
    );
    if (!preferences) throw new ServiceError(401, 'sessionExpired');
    await recordDonorFieldChanges(tx, ctx.session.donorId, 'portal', ['communicationPreferences'], ctx.clock.now());
    const since = await textOffersConsentDate(tx, ctx.session.donorId);
    return { status: 200, communicationPreferences: preferences, textOffersAgreedAt: since?.toISOString() ?? null };
  });
