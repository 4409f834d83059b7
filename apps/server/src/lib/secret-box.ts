import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** The format's version, first in every sealed value, so a later format can be told apart. */
const VERSION = 'v1';
const IV_BYTES = 12;

/**
 * Seals a secret for storage with AES-256-GCM: a random 96-bit IV per value, and `context` (the row it belongs to)
 * as additional data, so a sealed value copied to another row does not open there. `v1.<iv>.<ciphertext>.<tag>`.
 */
export function seal(hexKey: string, context: string, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(hexKey, 'hex'), iv);
  cipher.setAAD(Buffer.from(context));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), data.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

/** Opens a sealed value; null when it is not one, was sealed with another key or context, or was altered. */
export function open(hexKey: string, context: string, sealed: string): string | null {
  const [version, iv, data, tag] = sealed.split('.');
  if (version !== VERSION || !iv || data === undefined || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', Buffer.from(hexKey, 'hex'), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

export const isSealed = (value: string): boolean => value.startsWith(`${VERSION}.`);
