import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a member has to type the authenticator's code after the provider signed them in. */
export const SECOND_FACTOR_TICKET_TTL_MS = 5 * 60_000;

function mac(secret: string, payload: string): Buffer {
  return createHmac('sha256', `staff-sso-second-factor:${secret}`).update(payload).digest();
}

/**
 * A ticket that says "the provider signed this member in at this time; the code is still owed": the member's id and
 * its expiry, HMAC-signed, so the browser carries it (in the address's fragment) but cannot make or change one. No
 * process keeps it; a code is used once (the TOTP step is recorded), so a ticket is worth nothing without a new code.
 */
export function sealSecondFactorTicket(secret: string, staffId: string, now: Date): string {
  const payload = Buffer.from(JSON.stringify({ staffId, expiresAt: now.getTime() + SECOND_FACTOR_TICKET_TTL_MS })).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/** The member a ticket names, or null when it is altered, malformed or past its expiry. */
export function openSecondFactorTicket(secret: string, ticket: string, now: Date): string | null {
  const [payload, signature, ...rest] = ticket.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = mac(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const { staffId, expiresAt } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      staffId?: unknown;
      expiresAt?: unknown;
    };
    return typeof staffId === 'string' && typeof expiresAt === 'number' && expiresAt > now.getTime() ? staffId : null;
  } catch {
    return null;
  }
}
