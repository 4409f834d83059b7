function base64Url(text: string): string {
  const binary = String.fromCharCode(...new TextEncoder().encode(text));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned test JWT with the given payload (the client never checks signatures). */
export function buildJwt(payload: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.c2lnbmF0dXJl`;
}

/** A test JWT that expires at `expiresAtMs` (epoch milliseconds, rounded down to the second). */
export function buildTokenExpiringAt(expiresAtMs: number, extra: Record<string, unknown> = {}): string {
  return buildJwt({ sub: 'user-1', sid: 'session-1', ...extra, exp: Math.floor(expiresAtMs / 1000) });
}
