import { APP_LOGIN_TOKEN_TTL_MS } from '@portal/contract';
import { appLoginTokens } from '../../db/schema/index';
import { hashToken, randomToken } from '../../lib/secrets';
import type { Handler } from '../../service-context';

/** Minted for the signed-in donor only; the token is stored hashed and works once within 2 minutes. */
export const createAppLoginTokenHandler: Handler<'authentication/createAppLoginToken'> = async (ctx) => {
  const now = ctx.clock.now();
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + APP_LOGIN_TOKEN_TTL_MS);
  await ctx.db.insert(appLoginTokens).values({ tokenHash: hashToken(token), donorId: ctx.session.donorId, createdAt: now, expiresAt });
  return { status: 200, token, expiresAt: expiresAt.toISOString() };
};
