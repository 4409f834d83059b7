import { ServiceError } from '../../lib/service-error';
import { consumeCode } from '../../domain/verification-codes';
import type { Handler } from '../../service-context';
import { mintResetToken, resetFlowKey } from './reset-tokens';

export const passwordResetVerifyCodeHandler: Handler<'passwordReset/verifyCode'> = async (ctx, params) => {
  const { subjectDonorId } = await consumeCode(ctx, resetFlowKey(ctx, params.username), params.code);
  // A code issued for a username without an account was never sent: even a lucky guess opens nothing.
  if (!subjectDonorId) throw new ServiceError(400, 'invalidCode');
  const { token, expiresAt } = await mintResetToken(ctx, subjectDonorId);
  return { status: 200, resetToken: token, expiresAt: expiresAt.toISOString() };
};
