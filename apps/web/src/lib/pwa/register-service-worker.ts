import { Workbox } from 'workbox-window';
import { announceUpdate } from './update-state';

/** How often an open portal asks for a new version (a donor may keep the installed app open for days). */
const UPDATE_CHECK_MS = 60 * 60_000;

/**
 * Registers the service worker (`/sw.js`, built by vite-plugin-pwa from `src/sw.ts`). A new version installs in the
 * background and waits: the notice offers "Reload", which lets it take over and reloads once it controls the page, so
 * a page never runs old code against new files or the other way round.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    announceUpdate(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  workbox
    .register()
    .then((registration) => {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    })
    // A browser that refuses service workers (blocked by policy, some private windows) runs the portal online as before.
    .catch(() => undefined);
}
