import { formatMessage, parseShareBody } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { donors, referralShares } from '../../db/schema/index';
import { phoneDestination } from '../../domain/masking';
import { referralLink } from '../../domain/referral-codes';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';
import { ownProgramAndCode } from './own-program';

/**
 * Sends the invitation through the outbox in the friend's language (`friendLang`, else the donor's). Bad input
 * answers one of spec 5's four messages on `params.shareBody`; the per-donor limit is the contract's, applied by the gateway.
 */
export const shareReferralV2Handler: Handler<'referral/shareReferralV2'> = async (ctx, params) => {
  const destination = parseShareBody(params.shareType, params.shareBody);
  if (typeof destination === 'string') {
    throw new ServiceError(
      400,
      destination,
      {},
      { fields: [{ path: 'params.shareBody', code: destination, message: formatMessage(ctx.lang, destination) }] },
    );
  }
  const { program, code } = await ownProgramAndCode(ctx, params.referralProgramID, params.uniqueCode);

  const donorId = ctx.session.donorId;
  const [donor] = await ctx.db
    .select({ firstName: donors.firstName, language: donors.language })
    .from(donors)
    .where(eq(donors.id, donorId));
  const channel = destination.channel === 'email' ? 'email' : 'sms';
  await ctx.messenger.send({
    channel,
    to: destination.channel === 'email' ? destination.email : phoneDestination(destination.countryCode, destination.phoneNumber),
    template: 'referralInvite',
    lang: params.friendLang ?? donor?.language ?? ctx.lang,
    values: { name: donor?.firstName ?? '', link: referralLink(ctx.publicUrl, code), code },
  });
  await ctx.db.insert(referralShares).values({ donorId, programId: program.id, channel, createdAt: ctx.clock.now() });
  return { status: 200, message: formatMessage(ctx.lang, 'referralSent') };
};
