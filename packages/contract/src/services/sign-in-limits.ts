import {
  LOGIN_DELAY_BASE_MS,
  LOGIN_DELAY_MAX_MS,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_WINDOW_MS,
} from '../constants';
import type { RateLimit } from '../gateway';

/**
 * The limits of every sign-in (donors and staff, decision 014). Only failed sign-ins count; a success forgets
 * the account's failures (not the address's). The account is resolved by the server from what was typed, so
 * every identifier of one account shares one count. Each failure slows the next attempt; past either budget a
 * captcha in the `captcha` param is required, never a lockout (ASVS 5.0 V6). Each service counts in its own
 * buckets (its key), so staff and donor sign-ins do not spend each other's budget.
 */
export const signInLimits: readonly RateLimit<'captcha'>[] = [
  {
    scope: 'account',
    windowMs: LOGIN_WINDOW_MS,
    budget: LOGIN_FAILURES_PER_ACCOUNT,
    counts: 'failures',
    clearOnSuccess: true,
    captchaField: 'captcha',
    delay: { baseMs: LOGIN_DELAY_BASE_MS, maxMs: LOGIN_DELAY_MAX_MS },
  },
  { scope: 'address', windowMs: LOGIN_WINDOW_MS, budget: LOGIN_FAILURES_PER_ADDRESS, counts: 'failures', captchaField: 'captcha' },
];
