import { createHmac, timingSafeEqual } from 'node:crypto';

const PREFIX = 'CI1';
/** Crockford-like: no 0/O, 1/I, so a code read aloud or typed is not mistaken. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_PATTERN = /^[A-HJ-NP-Z2-9]{8}$/;

export interface PassClaims {
  appointmentId: string;
  expiresAt: Date;
}

function isClaims(value: unknown): value is { a: string; e: number } {
  if (typeof value !== 'object' || value === null) return false;
  const { a, e } = value as Record<string, unknown>;
  return typeof a === 'string' && typeof e === 'number' && Number.isInteger(e);
}

/**
 * The express check-in pass (decision 024): `CI1.<claims>.<HMAC-SHA256>`, the claims being only the appointment id
 * and the expiry (the end of the appointment's day at its center), with a key derived from the server's token secret
 * for this use alone. The short code typed by hand is 8 characters of another HMAC of the appointment id. Neither
 * holds personal data; single use is the database's (`appointment_check_ins.redeemed_at`).
 */
export function checkInPassSigner(secret: string) {
  const key = createHmac('sha256', secret).update('express-check-in-pass').digest();
  const mac = (input: string) => createHmac('sha256', key).update(input).digest();

  return {
    token(claims: PassClaims): string {
      const body = Buffer.from(JSON.stringify({ a: claims.appointmentId, e: Math.floor(claims.expiresAt.getTime() / 1000) })).toString(
        'base64url',
      );
      return `${PREFIX}.${body}.${mac(`${PREFIX}.${body}`).toString('base64url')}`;
    },

    /** The claims of a token this server signed; null for anything else (altered, another key, not a token). */
    verify(token: string): PassClaims | null {
      const [prefix, body, signature, ...rest] = token.split('.');
      if (prefix !== PREFIX || !body || !signature || rest.length > 0) return null;
      const expected = mac(`${PREFIX}.${body}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const claims: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
        return isClaims(claims) ? { appointmentId: claims.a, expiresAt: new Date(claims.e * 1000) } : null;
      } catch {
        return null;
      }
    },

    /** The appointment's short code: 40 bits of its HMAC in 8 characters. */
    code(appointmentId: string): string {
      const bytes = mac(`code:${appointmentId}`);
      let bits = 0n;
      for (const byte of bytes.subarray(0, 5)) bits = (bits << 8n) | BigInt(byte);
      let code = '';
      for (let i = 7; i >= 0; i -= 1) code += ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
      return code;
    },
  };
}

export type CheckInPassSigner = ReturnType<typeof checkInPassSigner>;

/** A short code as staff may type it (spaces, a dash, lower case), or null when the text is not one. */
export function normaliseCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

/** `ABCDEFGH` → `ABCD-EFGH`, as the donor's screen shows it. */
export function displayCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}
