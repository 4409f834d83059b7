import { isGatewayError } from '../../lib/gateway';

/** The sign-in answers that ask for a (fresh) captcha: too many failures, or a spent or expired one. */
const CHALLENGE_CODES: readonly string[] = ['challengeRequired', 'captchaInvalid'];

/** The server asks for a captcha before it checks the password again (decision 014). */
export function isChallenge(error: unknown): boolean {
  return isGatewayError(error) && CHALLENGE_CODES.includes(error.code);
}

/**
 * Whether the form shows the captcha after a failed sign-in: once asked, it stays, because each solution is
 * spent by one try and the next try is still past the failures budget.
 */
export function keepsCaptcha(error: unknown, shown: boolean): boolean {
  return shown || isChallenge(error);
}
