/** The window clients a service worker sees, as much as the click handler needs of them. */
export interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

export interface ClickEnvironment {
  /** The portal's origin (`self.location.origin`). */
  origin: string;
  windows(): Promise<readonly WindowClientLike[]>;
  openWindow(url: string): Promise<unknown>;
}

/**
 * The page a notification opens: its `url` when that is a path of the portal, else the home page; never another site,
 * whatever a payload says.
 */
export function notificationTarget(data: unknown, origin: string): string {
  const url = typeof data === 'object' && data !== null && 'url' in data ? (data as { url: unknown }).url : null;
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return `${origin}/`;
  const target = new URL(url, origin);
  return target.origin === origin ? target.href : `${origin}/`;
}

/**
 * A tap on a notification: an open window of the portal is focused and shown the notification's page (the installed
 * app comes to the front); with none open, a new one opens on that page.
 */
export async function openNotificationTarget(data: unknown, env: ClickEnvironment): Promise<void> {
  const target = notificationTarget(data, env.origin);
  const open = (await env.windows()).find((client) => new URL(client.url).origin === env.origin);
  if (!open) {
    await env.openWindow(target);
    return;
  }
  await open.focus();
  if (open.url !== target) await open.navigate(target);
}
