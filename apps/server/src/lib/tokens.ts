import { jwtVerify, SignJWT, errors } from 'jose';

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

export function createTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
  const sign = (issuer: string, sessionId: string, subject: string, expiresAt: Date, issuedAt: Date) =>
    new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(issuer)
      .setSubject(subject)
      .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(key);
  const verify = async (issuer: string, token: string, now: Date) => {
    try {
      const { payload } = await jwtVerify(token, key, { issuer, algorithms: ['HS256'], currentDate: now });
      if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
      return { sessionId: payload.sid, subject: payload.sub, expiresAt: new Date(payload.exp * 1000) };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  };
  return {
    sign(claims: TokenClaims, issuedAt: Date): Promise<string> {
      return sign(ISSUER, claims.sessionId, claims.donorId, claims.expiresAt, issuedAt);
    },
    /** The token's claims when its signature holds, it is a donor token and it has not expired at `now`; else null. */
    async verify(token: string, now: Date): Promise<TokenClaims | null> {
      const claims = await verify(ISSUER, token, now);
      return claims && { sessionId: claims.sessionId, donorId: claims.subject, expiresAt: claims.expiresAt };
    },
    signStaff(claims: StaffTokenClaims, issuedAt: Date): Promise<string> {
      return sign(STAFF_ISSUER, claims.sessionId, claims.staffId, claims.expiresAt, issuedAt);
    },
    /** Like `verify`, for staff tokens only. */
    async verifyStaff(token: string, now: Date): Promise<StaffTokenClaims | null> {
      const claims = await verify(STAFF_ISSUER, token, now);
      return claims && { sessionId: claims.sessionId, staffId: claims.subject, expiresAt: claims.expiresAt };
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
