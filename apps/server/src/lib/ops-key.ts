import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares the key sent with the configured one in constant time (hashing first evens out the lengths). */
export function opsKeyMatches(sent: string | undefined, configured: string): boolean {
  if (!sent) return false;
  const a = createHash('sha256').update(sent).digest();
  const b = createHash('sha256').update(configured).digest();
  return timingSafeEqual(a, b);
}
