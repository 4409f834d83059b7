/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { openNotificationTarget } from '../lib/pwa/notification-click';
import { iconDataUrl } from '../lib/pwa/notification-icon';
import { cacheShells, dropOldShells, signedInShell } from './app-shell';

/**
 * The portal's service worker (issue 33), built by vite-plugin-pwa (injectManifest) into `/sw.js`. It precaches the app
 * shell (the build's scripts, styles and icons, listed with their hashes by the build) and answers the donor's page
 * navigations with the precached `index.html` — or, for a browser with a session, the prerendered signed-in frame
 * (issue 36, `app-shell.ts`) — so the installed app opens without a network. It never answers `/api`
 * (personal data are never in its caches: the on-device store is IndexedDB, cleared at sign-out) nor the staff
 * console's pages, which always go to the network.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

// The build writes its list of files here, once (`injectManifest`).
const precached = self.__WB_MANIFEST;
precacheAndRoute(precached);
cleanupOutdatedCaches();

// The frames are kept per version of the build: `index.html`'s revision changes with every build's scripts.
const indexEntry = precached.find((entry) => typeof entry !== 'string' && entry.url === 'index.html');
const version = (typeof indexEntry === 'string' ? undefined : indexEntry?.revision) ?? 'unversioned';
self.addEventListener('install', (event) => event.waitUntil(cacheShells(self.caches, version)));
self.addEventListener('activate', (event) => event.waitUntil(dropOldShells(self.caches, version)));

const answerIndex = createHandlerBoundToURL('/index.html');
registerRoute(
  new NavigationRoute(
    async (options) => {
      const shell = await signedInShell({
        cookies: 'cookieStore' in self ? self.cookieStore : undefined,
        browserLanguage: self.navigator.language,
        caches: self.caches,
        version,
      });
      return shell ?? answerIndex(options);
    },
    { denylist: [/^\/api\//, /^\/staff(?:\/|$)/] },
  ),
);

// "Reload" on the update notice: the waiting version takes over, and the page reloads once it controls it.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

const NOTIFICATION_ICON = '/icons/icon-192.png';

interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

// A push message from the portal's server: its texts are already in the donor's language and hold no code or secret.
self.addEventListener('push', (event) => {
  const payload = event.data?.json() as PushPayload | undefined;
  if (!payload?.title) return;
  // The icon comes from the precache, so the notification never waits on the network.
  const show = async () => {
    const icon = await iconDataUrl(NOTIFICATION_ICON, await matchPrecache(NOTIFICATION_ICON));
    await self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon,
      badge: icon,
      data: { url: payload.url },
    });
  };
  event.waitUntil(show());
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    openNotificationTarget(event.notification.data, {
      origin: self.location.origin,
      windows: () => self.clients.matchAll({ type: 'window', includeUncontrolled: true }),
      openWindow: (url) => self.clients.openWindow(url),
    }),
  );
});
