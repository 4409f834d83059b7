import { z } from 'zod';
import { defineRestRoute } from '../../../gateway';
import { safeText } from '../../../rules/safe-input';

/**
 * The staff's single sign-on with the company's OpenID Connect provider (issue 32). `start` sends the browser to the
 * provider with PKCE, `state` and `nonce` (kept in a signed, short-lived, httpOnly cookie: no process holds them);
 * `callback` checks the provider's answer, signs the member in and sends the browser to the console, or back to
 * `/staff/login` with the refusal's code. Neither route exists while no provider is configured.
 */
export const staffOidcRoutes = {
  start: defineRestRoute({
    method: 'GET',
    url: '/api/staff/oidc/start',
    auth: 'public',
    reply: 'redirect',
    personalData: false,
    cacheControl: 'no-store',
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
  }),
};
