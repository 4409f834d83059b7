import { z } from 'zod';
import { MINUTE_MS } from '../../../constants';
import { defineRestRoute, type RateLimit } from '../../../gateway';
import { safeText } from '../../../rules/safe-input';

/**
 * The staff's single sign-on with the company's OpenID Connect provider (issue 32). `start` sends the browser to the
 * provider with PKCE, `state` and `nonce` (kept in a signed, short-lived, httpOnly cookie: no process holds them);
 * `callback` checks the provider's answer, signs the member in and sends the browser to the console, or back to
 * `/staff/login` with the refusal's code. Neither route exists while no provider is configured.
 */
/**
 * Each address may start and finish this many sign-ins in ten minutes: a center's staff behind one address all signing
 * in at the start of a shift fit; a script hammering the provider through the portal, or replaying callbacks, does not.
 */
const ssoLimits: readonly RateLimit[] = [{ scope: 'address', windowMs: 10 * MINUTE_MS, budget: 60 }];
/** Over the limit, the browser lands on the sign-in screen, which says how long to wait in the member's language. */
const refusalRedirect = { location: '/staff/login', param: 'ssoError' };

export const staffOidcRoutes = {
  start: defineRestRoute({
    method: 'GET',
    url: '/api/staff/oidc/start',
    auth: 'public',
    reply: 'redirect',
    personalData: false,
    cacheControl: 'no-store',
    rateLimits: ssoLimits,
    refusalRedirect,
  }),
  callback: defineRestRoute({
    method: 'GET',
    url: '/api/staff/oidc/callback',
    auth: 'public',
    // What a provider answers (RFC 6749 §4.1.2, RFC 9207 `iss`); openid-client checks each against the flow's cookie.
    query: z.object({
      code: safeText(2048).optional(),
      state: safeText(512).optional(),
      iss: safeText(2048).optional(),
      error: safeText(200).optional(),
      error_description: safeText(1000).optional(),
      session_state: safeText(1000).optional(),
    }),
    reply: 'redirect',
    personalData: false,
    cacheControl: 'no-store',
    rateLimits: ssoLimits,
    refusalRedirect,
  }),
};
