import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { warmStart } from './app/warm-start';
import { startAppSession } from './lib/session/app-session';
import { createI18n, i18nReady } from './lib/i18n';

const i18n = createI18n();
const session = startAppSession({ i18n });
if (session.getSnapshot()) warmStart(i18n, window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html needs <div id="root">');

// A Spanish visitor's first texts are fetched before the first render; English ones are bundled.
void i18nReady(i18n).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App i18n={i18n} session={session} />
    </StrictMode>,
  ),
);

// Issue 33: the service worker registers once the page has loaded, from a chunk of its own, so the first page's
// scripts do not grow and its first paint waits for nothing.
if (import.meta.env.PROD) {
  window.addEventListener('load', () => void import('./lib/pwa/register-service-worker').then((pwa) => pwa.registerServiceWorker()), {
    once: true,
  });
}
