/** Bytes as base64 (no data-URL prefix), in chunks so a large file does not overflow `String.fromCharCode`'s arguments. */
export function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
