import { issueCode } from '../../domain/verification-codes';
import type { Handler } from '../../service-context';
import { findResetAccount, mintResetToken, resetFlowKey } from './reset-tokens';

/**
 * Answers the same for any username. A code is issued either way (with the same resend wait and
 * limits), but only an account's own address receives it; an e-mail also carries a one-time link.
 * A code a text could not carry (refused, or waiting for a retry while its minutes run) goes at once to the account's
 * e-mail as well: the reply cannot say so without telling a stranger the number has an account (decision 008), so the
 * screen tells every phone number where to look (decision 046).
 */
export const passwordResetSendCodeHandler: Handler<'passwordReset/sendCode'> = async (ctx, params) => {
  const account = await findResetAccount(ctx, params.username);
  const issued = await issueCode(ctx, {
    purpose: 'reset',
    flowKey: resetFlowKey(ctx, params.username),
    destination: params.username,
    subjectDonorId: account?.donorId ?? null,
  });
  if (account) {
    const values = { code: issued.code, minutes: issued.expiresInSeconds / 60 };
    const byEmail = async (to: string) => {
      const link = await mintResetToken(ctx, account.donorId);
      const withLink = { ...values, link: `${ctx.publicUrl}/set-new-password?token=${encodeURIComponent(link.token)}` };
      return ctx.messenger.send({ channel: 'email', to, template: 'resetCode', lang: ctx.lang, values: withLink });
    };
    if (account.channel === 'email') await byEmail(account.to);
    else {
      const outcome = await ctx.messenger.send({ channel: 'sms', to: account.to, template: 'resetCode', lang: ctx.lang, values });
      if ((outcome === 'refused' || outcome === 'retrying') && account.email) await byEmail(account.email);
    }
  }
  return { status: 200, resendAfterSeconds: issued.resendAfterSeconds, expiresInSeconds: issued.expiresInSeconds };
};
