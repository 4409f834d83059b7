import type { Language } from '@portal/contract/languages';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppShell } from '../app/layout/app-shell';
import { NavigationBridge } from '../app/navigation-bridge';
import { AppProvider } from '../app/provider';
import { AppRoutes } from '../app/router';
import { createI18n, i18nReady, loadMessages } from '../lib/i18n';
import { SessionManager, type KeyValueStorage } from '../lib/session/session';
import { greetingScript } from '../boot/stored-greeting';

const nothingStored: KeyValueStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

/** A visitor's session that never starts: no storage, no timers, no other tabs (the build has none of them). */
function visitorSession(): SessionManager {
  return new SessionManager({
    clock: { now: () => 0 },
    scheduler: { setInterval: () => 0, clearInterval: () => undefined, setTimeout: () => 0, clearTimeout: () => undefined },
    storage: nothingStored,
    lifecycle: { addEventListener: () => undefined, removeEventListener: () => undefined },
    tabs: { post: () => undefined, listen: () => () => undefined },
    renew: async () => ({ kind: 'failed' as const }),
    onEnd: () => undefined,
  });
}

/**
 * Decision 052: the HTML of one signed-out page in one language, rendered at build time by React's server rendering
 * from the app's own components, routes and Mantine styles (the browser paints it before any script and `main.tsx`
 * hydrates it). `prerender` waits for every lazy screen and translation file the page needs.
 */
export async function renderPage(url: string, language: Language): Promise<string> {
  return renderInOnePiece(
    `${url} (${language})`,
    language,
    <StaticRouter location={url}>
      <NavigationBridge />
      <AppRoutes />
    </StaticRouter>,
  );
}

/**
 * Issue 36 (decision 072): the HTML of the signed-in frame in one language (`AppShell`), sent for a page load of a
 * browser with a session. It is not hydrated: the app draws the donor's own frame in its place.
 */
export function renderShell(language: Language): Promise<string> {
  return renderInOnePiece(
    `the signed-in frame (${language})`,
    language,
    <StaticRouter location="/">
      <AppShell />
    </StaticRouter>,
  );
}

async function renderInOnePiece(name: string, language: Language, children: ReactNode): Promise<string> {
  const i18n = createI18n({ storage: { getItem: () => language, setItem: () => undefined }, browserLanguage: language });
  await i18nReady(i18n);
  // A lazy screen loads the contract's messages with its chunk only the first time (`withMessages`): every page
  // rendered after it, in either language, needs them loaded here.
  await loadMessages(i18n);
  const session = visitorSession();
  const render = async () => {
    // A screen that throws while rendering would be sent as its loader and drawn by the browser: the build fails instead.
    const errors: unknown[] = [];
    const { prelude } = await prerender(
      <StrictMode>
        <AppProvider i18n={i18n} session={session}>
          {/* A page's children are the browser's <App>'s, in the same order: React's ids (labels' `for`) follow the tree. */}
          {children}
        </AppProvider>
      </StrictMode>,
      // One piece: React would otherwise write a large screen apart, to be moved in by an inline script the CSP refuses.
      { onError: (error) => void errors.push(error), progressiveChunkSize: Number.MAX_SAFE_INTEGER },
    );
    if (errors.length > 0) throw new Error(`${name} did not render on the server`, { cause: errors[0] });
    return new Response(prelude).text();
  };
  const html = await render();
  // React's own inline scripts (a boundary moved in later) would be refused by the CSP; the frame's greeting is ours.
  const scripts = html.replaceAll(`<script>${greetingScript}</script>`, '');
  if (/<template id="B:|<!--\$\?-->|<script/.test(scripts)) throw new Error(`${name} was not rendered in one piece`);
  return html;
}
