import { eq } from 'drizzle-orm';
import { donors } from '../../db/schema/index';
import { referralLink } from '../../domain/referral-codes';
import { fill, messageTemplatesAt } from '../../domain/messaging/message-texts';
import type { Handler } from '../../service-context';
import { ownProgramAndCode } from './own-program';

/** The invitation's text, as the friend would receive it, for the donor to share from their own phone. */
export const getShareMessageHandler: Handler<'referral/getShareMessage'> = async (ctx, params) => {
  const { code } = await ownProgramAndCode(ctx, params.referralProgramID, params.uniqueCode);
  const [donor] = await ctx.db.select({ firstName: donors.firstName }).from(donors).where(eq(donors.id, ctx.session.donorId));
  const url = referralLink(ctx.publicUrl, code);
  const template = (await messageTemplatesAt(ctx.db, ctx.clock.now()))[params.lang ?? ctx.lang].referralInvite;
  const message = fill(params.shareType === 'sms' ? template.sms : template.email, {
    brand: ctx.config.brandName,
    name: donor?.firstName ?? '',
    link: url,
    code,
  });
  return { status: 200, url, message };
};
