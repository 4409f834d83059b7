import { base64Of } from '../base64';

/**
 * A notification's icon as a `data:` URL of the precached copy. Chromium shows a notification only once it has its icon
 * and badge: read from the network, a push that arrives on a poor signal (or while the server is slow) waits up to the
 * browser's fetch timeout before the donor sees anything. Without a copy, the icon's own path is used.
 */
export async function iconDataUrl(path: string, cached: Response | undefined): Promise<string> {
  if (!cached?.ok) return path;
  return `data:${cached.headers.get('content-type') ?? 'image/png'};base64,${base64Of(new Uint8Array(await cached.arrayBuffer()))}`;
}
