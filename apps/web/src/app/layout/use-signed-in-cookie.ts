import { useEffect } from 'react';
import { forgetSignedIn, isSecurePage, signedInCookie } from '../../lib/session/signed-in-cookie';

/**
 * Issue 36: while the donor's frame is on screen, the cookie says this browser holds her session (renewed with her
 * token); the frame goes when the session ends (sign-out, expiry, a 401, another tab), and the cookie with it.
 */
export function useSignedInCookie(expiresAt: number): void {
  useEffect(() => {
    document.cookie = signedInCookie(expiresAt, Date.now(), isSecurePage());
  }, [expiresAt]);
  useEffect(() => forgetSignedIn, []);
}
