import { eq } from 'drizzle-orm';
import { donors } from '../../db/schema/index';
import { maskEmail } from '../../domain/masking';
import { ServiceError } from '../../lib/service-error';
import { issueCode } from '../../domain/verification-codes';
import type { Handler } from '../../service-context';
import { emailChangeFlowKey } from './email-change';

/**
 * Sends a code to the new address. If that address already has an account, its owner is told so
 * instead and the answer stays the same, so the screen cannot be used to find out who has an account.
 */
export const requestEmailChangeHandler: Handler<'profile/requestEmailChange'> = async (ctx, params) => {
  const donorId = ctx.session.donorId;
  const [owner] = await ctx.db.select({ id: donors.id }).from(donors).where(eq(donors.email, params.email));
  if (owner?.id === donorId) throw new ServiceError(400, 'emailUnchanged');

  const issued = await issueCode(ctx, {
    purpose: 'email_change',
    flowKey: emailChangeFlowKey(ctx, donorId, params.email),
    destination: params.email,
    subjectDonorId: donorId,
  });
  await ctx.messenger.send(
    owner
      ? { channel: 'email', to: params.email, template: 'accountExists', lang: ctx.lang, values: { link: `${ctx.publicUrl}/login` } }
      : {
          channel: 'email',
          to: params.email,
          template: 'emailChangeCode',
          lang: ctx.lang,
          values: { code: issued.code, minutes: issued.expiresInSeconds / 60 },
        },
  );
  return {
    status: 200,
    channel: 'email',
    masked: maskEmail(params.email),
    resendAfterSeconds: issued.resendAfterSeconds,
    expiresInSeconds: issued.expiresInSeconds,
  };
};
