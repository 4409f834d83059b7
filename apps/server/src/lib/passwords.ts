import { hash, verify } from '@node-rs/argon2';

/** Argon2id with the library's defaults (about 16 ms a hash on this machine). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this hash when no account matches keeps the answer time the same either way. */
let dummyHash: Promise<string> | undefined;
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hash('no-account-has-this-password-1A');
  return dummyHash;
}
