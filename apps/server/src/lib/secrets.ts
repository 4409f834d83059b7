import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A bearer secret for the browser (registration, reset, app sign-in): 256 random bits. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are random enough that a plain hash protects them at rest; the database never holds one usable as is. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * A keyed hash for low-entropy values (6-digit codes, e-mail addresses): without the server's secret a
 * copy of the database cannot be searched for them. Each use has its own label, so hashes never mix.
 */
export function keyedHash(secret: string, label: string, value: string): string {
  return createHmac('sha256', secret).update(`${label}\u0000${value}`).digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A secret for one purpose derived from TOKEN_SECRET, so one configured secret serves them all. */
export function deriveSecret(rootSecret: string, purpose: string): string {
  return createHmac('sha256', rootSecret).update(`derive:${purpose}`).digest('base64url');
}
