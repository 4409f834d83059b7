import { useDisclosure } from '@mantine/hooks';
import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useDeferredModule } from '../../lib/deferred-module';
import { layoutExtras } from './layout-extras-module';
import { useLogout } from '../../features/authentication/api/logout';
import { clearOfflineStore } from '../../lib/offline/clear-offline-store';
import { queryClient } from '../../lib/query-client';
import { useSession, useUser } from '../../lib/session/session-context';
import { Footer } from './footer';
import { PageOutlet } from './page-outlet';
import { Sidebar } from './sidebar';
import { MAIN_CONTENT_ID } from './skip-link';
import { TopBar } from './top-bar';
import { useConsentScript } from './use-consent-script';
import { useSidebar } from './use-sidebar';
import { useSignedInCookie } from './use-signed-in-cookie';
import classes from './donor-layout.module.css';

/** Signed-in donors: top bar, left sidebar, page, footer; a phone adds the overlay menu (spec 1, 2.4). */
export function DonorLayout() {
  const user = useUser();
  useSignedInCookie(useSession()?.expiresAt ?? 0);
  const logout = useLogout();
  const sidebar = useSidebar();
  const [mobileMenuOpened, mobileMenu] = useDisclosure(false);
  // The phone menu's drawer is drawn at the first tap on the menu button, not as its code arrives (its closed drawer's
  // render and commit took 130 ms at 4× slowdown on the home's first visit).
  const mobileMenuLoad = useDeferredModule(layoutExtras, mobileMenu.open, { untilRequested: true });
  const MobileMenu = mobileMenuLoad.module?.MobileMenu;
  const onLogout = useCallback(() => {
    mobileMenu.close();
    void logout();
  }, [logout, mobileMenu]);
  useConsentScript();
  // This layout unmounts when the session ends (sign-out, a 401, expiry, another tab's sign-out): forget the donor's
  // cached data with it, on the device too (issue 33).
  useEffect(
    () => () => {
      queryClient.clear();
      clearOfflineStore();
    },
    [],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <TopBar mobileMenuOpened={mobileMenuOpened} onOpenMobileMenu={mobileMenuLoad.request} onLogout={onLogout} />
      <div className={classes.body}>
        <Sidebar user={user} open={sidebar.open} onToggle={sidebar.toggle} onNavigate={sidebar.closeOnPhone} />
        <div className={classes.content}>
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
            <PageOutlet />
          </main>
          <Footer />
        </div>
      </div>
      {MobileMenu ? <MobileMenu opened={mobileMenuOpened} onClose={mobileMenu.close} onLogout={onLogout} /> : null}
    </QueryClientProvider>
  );
}
