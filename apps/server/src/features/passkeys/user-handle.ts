/**
 * The WebAuthn user handle of a donor: her row id's bytes, an opaque value with no personal data in it. Her passkeys
 * carry it, and a sign-in's `userHandle` must name the passkey's owner.
 */
export function webauthnUserId(donorId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(donorId, 'utf8'));
}

export function userHandleOf(donorId: string): string {
  return Buffer.from(donorId, 'utf8').toString('base64url');
}
