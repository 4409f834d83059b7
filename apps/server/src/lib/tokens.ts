import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';

export interface TokenClaims {
  sessionId: string;
  donorId: string;
  expiresAt: Date;
}

/** Staff tokens name a staff session; another issuer, so a donor token is never taken for a staff one, nor the reverse. */
export interface StaffTokenClaims {
  sessionId: string;
  staffId: string;
  expiresAt: Date;
}

const ISSUER = 'donor-portal';
const STAFF_ISSUER = 'donor-portal-staff';
/** The one header this server signs; a token with any other (another algorithm, `none`) is refused before any work. */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * HS256 JSON Web Tokens with node:crypto (decision 021): the key object is made once, and a verification is one
 * HMAC over the token's first two parts, compared in constant time. Synchronous: no WebCrypto key import per call.
 */
export function createTokenSigner(secret: string) {
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  const signature = (signingInput: string) => createHmac('sha256', key).update(signingInput).digest('base64url');

  const sign = (issuer: string, sessionId: string, subject: string, expiresAt: Date, issuedAt: Date) => {
    const payload = {
      sid: sessionId,
      iss: issuer,
      sub: subject,
      iat: Math.floor(issuedAt.getTime() / 1000),
      exp: Math.floor(expiresAt.getTime() / 1000),
    };
    const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
    return `${signingInput}.${signature(signingInput)}`;
  };

  const verify = (issuer: string, token: string, now: Date) => {
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== HEADER) return null;
    const [header, body, given = ''] = parts;
    const expected = Buffer.from(signature(`${header}.${body}`));
    const actual = Buffer.from(given);
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
    let payload: unknown;
    try {
      payload = JSON.parse(Buffer.from(body ?? '', 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    if (!isRecord(payload) || payload.iss !== issuer) return null;
    const { sid, sub, exp, nbf } = payload;
    if (typeof sid !== 'string' || typeof sub !== 'string' || typeof exp !== 'number') return null;
    const nowSeconds = Math.floor(now.getTime() / 1000);
    // As jose did: expired once `exp` is reached; a `nbf` in the future is not valid yet.
    if (exp <= nowSeconds || (nbf !== undefined && (typeof nbf !== 'number' || nbf > nowSeconds))) return null;
    return { sessionId: sid, subject: sub, expiresAt: new Date(exp * 1000) };
  };

  return {
    sign(claims: TokenClaims, issuedAt: Date): string {
      return sign(ISSUER, claims.sessionId, claims.donorId, claims.expiresAt, issuedAt);
    },
    /** The token's claims when its signature holds, it is a donor token and it has not expired at `now`; else null. */
    verify(token: string, now: Date): TokenClaims | null {
      const claims = verify(ISSUER, token, now);
      return claims && { sessionId: claims.sessionId, donorId: claims.subject, expiresAt: claims.expiresAt };
    },
    signStaff(claims: StaffTokenClaims, issuedAt: Date): string {
      return sign(STAFF_ISSUER, claims.sessionId, claims.staffId, claims.expiresAt, issuedAt);
    },
    /** Like `verify`, for staff tokens only. */
    verifyStaff(token: string, now: Date): StaffTokenClaims | null {
      const claims = verify(STAFF_ISSUER, token, now);
      return claims && { sessionId: claims.sessionId, staffId: claims.subject, expiresAt: claims.expiresAt };
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
