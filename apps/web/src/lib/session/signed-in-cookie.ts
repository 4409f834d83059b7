import { SIGNED_IN_COOKIE } from '@portal/contract/cookies';

/**
 * Issue 36 (decision 072): the cookie that tells the server and the service worker that this browser holds a donor's
 * session, so that they answer its page loads with the prerendered signed-in frame instead of a blank page. It holds
 * `1`, never the token nor the donor, and lives as long as the token (`expiresAt`); `null` removes it.
 */
export function signedInCookie(expiresAt: number | null, now: number, secure: boolean): string {
  const seconds = expiresAt === null ? 0 : Math.floor((expiresAt - now) / 1000);
  const value = seconds > 0 ? `1; Path=/; Max-Age=${seconds}` : '; Path=/; Max-Age=0';
  return `${SIGNED_IN_COOKIE}=${value}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function isSecurePage(): boolean {
  return window.location.protocol === 'https:';
}

/** The session is gone: so is the hint. */
export function forgetSignedIn(): void {
  document.cookie = signedInCookie(null, 0, isSecurePage());
}
