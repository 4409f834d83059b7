import { describe, expect, it } from 'vitest';
import { signedInCookie } from './signed-in-cookie';

describe('signedInCookie (issue 36)', () => {
  it('lives as long as the token, holds no token, and is marked Secure on https', () => {
    expect(signedInCookie(61_000, 1_000, false)).toBe('portal.signed-in=1; Path=/; Max-Age=60; SameSite=Lax');
    expect(signedInCookie(3_601_000, 1_000, true)).toBe('portal.signed-in=1; Path=/; Max-Age=3600; SameSite=Lax; Secure');
  });

  it('is removed when the session ends or its token has expired', () => {
    expect(signedInCookie(null, 0, false)).toBe('portal.signed-in=; Path=/; Max-Age=0; SameSite=Lax');
    expect(signedInCookie(1_000, 1_000, false)).toBe('portal.signed-in=; Path=/; Max-Age=0; SameSite=Lax');
  });
});
