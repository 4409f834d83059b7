import { resetTokens } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';
import { liveResetToken } from './reset-tokens';

export const passwordResetCheckTokenHandler: Handler<'passwordReset/checkToken'> = async (ctx, params) => {
  const [row] = await ctx.db.select({ id: resetTokens.id }).from(resetTokens).where(liveResetToken(ctx, params.resetToken));
  if (!row) throw new ServiceError(400, 'linkInvalid');
  return { status: 200 };
};
