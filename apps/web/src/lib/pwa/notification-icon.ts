/**
 * A notification's icon as a `data:` URL of the precached copy. Chromium shows a notification only once it has its icon
 * and badge: read from the network, a push that arrives on a poor signal (or while the server is slow) waits up to the
 * browser's fetch timeout before the donor sees anything. Without a copy, the icon's own path is used.
 */
export async function iconDataUrl(path: string, cached: Response | undefined): Promise<string> {
  if (!cached?.ok) return path;
  const bytes = new Uint8Array(await cached.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:${cached.headers.get('content-type') ?? 'image/png'};base64,${btoa(binary)}`;
}
