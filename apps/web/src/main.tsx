import { startTransition, StrictMode } from 'react';
import { App } from './app/app';
import { warmStart } from './app/warm-start';
import { startAppSession } from './lib/session/app-session';
import { createI18n, currentLanguage, i18nReady } from './lib/i18n';
import { nextTask } from './lib/next-task';
import { registrationRedirect, registrationStorage } from './lib/registration-step';

/** How long after the page's load the service worker's install may start (issue 36). */
const SERVICE_WORKER_AFTER_LOAD_MS = 6000;

const i18n = createI18n();
const session = startAppSession({ i18n });
const warm = session.getSnapshot() ? warmStart(i18n, window.location.pathname) : undefined;

const container = document.getElementById('root');
if (!container) throw new Error('index.html needs <div id="root">');
// Issue 36 (decision 072): the server or the service worker sent the signed-in frame. The donor's own frame replaces it
// once its layout has arrived, so the frame is never swapped for a bare loader in between.
const frameFirst = container.dataset.shell === undefined ? undefined : warm;

// A Spanish visitor's first texts are fetched before the first render; English ones are bundled. Decision 063: React
// DOM's renderer (preloaded with the entry) is evaluated in a task of its own, after the one that ran the modules above.
const renderer = nextTask().then(() => import('./boot/react-dom-client'));
void Promise.all([renderer, i18nReady(i18n), frameFirst]).then(([{ createRoot, hydrateRoot }]) => {
  const app = (
    <StrictMode>
      <App i18n={i18n} session={session} />
    </StrictMode>
  );
  // Decision 052: the server sent this page prerendered in a language (`data-prerendered`); the app takes it over
  // where it is. Prerendered in the other language (a choice stored before the language cookie), it renders anew.
  // As a transition, React does either in slices of a few milliseconds that give way to the donor's input, not in
  // one long task that blocks the page it has already painted.
  // A signed-in donor, or a registration in progress that sends the visitor back to its step, renders another page
  // than the prerendered visitor's: that page is drawn anew rather than hydrated into a mismatch.
  const asPrerendered =
    container.dataset.prerendered === currentLanguage(i18n) &&
    !session.getSnapshot() &&
    registrationRedirect(registrationStorage(), window.location.pathname) === null;
  startTransition(() => {
    if (asPrerendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
});

// Issue 33: the service worker registers from a chunk of its own, so the first page's scripts do not grow. Issue 36: its
// install downloads the whole app (about 200 files) and writes it to the cache, so it starts a few seconds after the
// page's load, once the first screen has drawn with its answers: it does not compete with the page's own requests and
// drawing for a phone's cores and a slow connection.
if (import.meta.env.PROD) {
  const register = () => void import('./lib/pwa/register-service-worker').then((pwa) => pwa.registerServiceWorker());
  const afterTheFirstScreen = () => window.setTimeout(register, SERVICE_WORKER_AFTER_LOAD_MS);
  if (document.readyState === 'complete') afterTheFirstScreen();
  else window.addEventListener('load', afterTheFirstScreen, { once: true });
}
