import { z } from 'zod';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_ADDRESS, LOGIN_WINDOW_MS } from '../../../constants';
import { staffMemberSchema } from '../../../entities/staff';
import { defineService, okStatus, type RateLimit } from '../../../gateway';
import { safeText } from '../../../rules/safe-input';

/**
 * A company sign-in's second step counts its failures per ticket and per address, as password sign-ins do; the code and
 * the passkey share one count (`staff/completeProviderSignIn`'s buckets).
 */
export const providerTicketLimits: readonly RateLimit<'ticket'>[] = [
  {
    scope: 'account',
    bucket: 'staff/completeProviderSignIn',
    fields: ['ticket'],
    windowMs: LOGIN_WINDOW_MS,
    budget: LOGIN_FAILURES_PER_ACCOUNT,
    counts: 'failures',
  },
  {
    scope: 'address',
    bucket: 'staff/completeProviderSignIn',
    windowMs: LOGIN_WINDOW_MS,
    budget: LOGIN_FAILURES_PER_ADDRESS,
    counts: 'failures',
  },
];

/**
 * The second step of a company sign-in when an admin requires TOTP of SSO members too (`requireTotpForSso`) and the
 * member has an authenticator app: the provider's callback hands `/staff/login` a short-lived signed ticket instead of
 * a session, and the member's code (or a recovery code) turns it into the session. A wrong code is 401 `totpInvalid`;
 * an expired or altered ticket 401 `ssoFlowExpired`. Failures count per ticket and per address, as password sign-ins do.
 */
export const completeProviderSignIn = defineService({
  serviceName: 'staff',
  serviceType: 'completeProviderSignIn',
  auth: 'public',
  checksCredentials: true,
  kind: 'mutation',
  personalData: true,
  rateLimits: providerTicketLimits,
  params: z.object({
    ticket: z.string().min(1, 'ssoFlowExpired').max(1000, 'ssoFlowExpired'),
    totpCode: safeText(32, 'totpInvalid').trim().min(1, 'totpRequired'),
  }),
  reply: z.object({ status: okStatus, token: z.string(), expiresAt: z.string(), staff: staffMemberSchema }),
});
