import { Stack, Text, Title } from '@mantine/core';
import { donorStatuses } from '@portal/contract/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { greetingScript, type GreetingWords } from '../../boot/stored-greeting';
import { PageLoader } from '../../components/page-loader/page-loader';
import { accountMenu } from '../../config/menu';
import { greetingKeys } from '../routes/home-greeting';
import { Footer } from './footer';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';
import layout from './donor-layout.module.css';
import shellStyles from './app-shell.css?inline';

const nothing = () => undefined;

/** The sidebar's place before the donor is known: her photo, name and menu as grey blocks, open on a computer. */
function SidebarSkeleton() {
  return (
    <aside className="portal-shell-slot" aria-hidden="true">
      <style>{shellStyles}</style>
      <div className="portal-shell-panel">
        <div className="portal-shell-profile">
          <span className="portal-shell-avatar" />
          <span className="portal-shell-line portal-shell-wide" />
        </div>
        <ul className="portal-shell-menu">
          {accountMenu.map((item) => (
            <li key={item.key} className="portal-shell-item">
              <span className="portal-shell-icon" />
              <span className="portal-shell-line" />
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}

/**
 * The home's greeting, hidden: its words for each kind of donor, none of hers. On `/` the inline script after it
 * (`boot/stored-greeting.ts`, decision 073) writes her first name into it and shows it before the app has run, where the
 * home draws the same heading and intro above its loader.
 */
function StoredGreeting() {
  const { t } = useTranslation('home');
  const words = Object.fromEntries(
    donorStatuses.map((status): [string, GreetingWords] => {
      const keys = greetingKeys(status);
      return [status, { title: t(keys.title, { name: '{{name}}' }), intro: t(keys.intro) }];
    }),
  );
  return (
    <>
      <div data-greeting={JSON.stringify(words)} hidden>
        <Title order={1} />
        <Text mt="xs" />
      </div>
      {/* Right after the greeting: it runs as the parser reaches it, before anything below could be painted. */}
      <script dangerouslySetInnerHTML={{ __html: greetingScript }} />
    </>
  );
}

/**
 * Issue 36 (decision 072): the signed-in frame — the top bar, the sidebar's place and the page's loader, with the
 * footer below the fold — prerendered at build time in each language and sent for a page load of a browser with a
 * session (the `portal.signed-in` cookie), by the server or the service worker. It holds nothing of the donor: the app
 * draws her own frame in its place once its scripts have run. Its top bar is the layout's own, in the same places.
 */
export function AppShell() {
  // The top bar's home-center link asks a query client; with no donor it asks nothing.
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <SkipLink />
      <TopBar mobileMenuOpened={false} onOpenMobileMenu={nothing} onLogout={nothing} />
      <div className={layout.body}>
        <SidebarSkeleton />
        <div className={layout.content}>
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className={layout.main}>
            <Stack gap="lg">
              <StoredGreeting />
              <PageLoader />
            </Stack>
          </main>
          <Footer />
        </div>
      </div>
    </QueryClientProvider>
  );
}
