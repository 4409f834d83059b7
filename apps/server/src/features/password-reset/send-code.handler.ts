import { issueCode } from '../../domain/verification-codes';
import type { Handler } from '../../service-context';
import { findResetAccount, mintResetToken, resetFlowKey } from './reset-tokens';

/**
 * Answers the same for any username. A code is issued either way (with the same resend wait and
 * limits), but only an account's own address receives it; an e-mail also carries a one-time link.
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
    const values: Record<string, string | number> = { code: issued.code, minutes: issued.expiresInSeconds / 60 };
    if (account.channel === 'email') {
      const link = await mintResetToken(ctx, account.donorId);
      values.link = `${ctx.publicUrl}/set-new-password?token=${encodeURIComponent(link.token)}`;
    }
    await ctx.messenger.send({ channel: account.channel, to: account.to, template: 'resetCode', lang: ctx.lang, values });
  }
  return { status: 200, resendAfterSeconds: issued.resendAfterSeconds, expiresInSeconds: issued.expiresInSeconds };
};
