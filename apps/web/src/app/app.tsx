import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { setNavigator } from '../lib/navigation';
import type { SessionManager } from '../lib/session';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

function createRouterWithNavigator() {
  const router = createAppRouter();
  // Session ends and 401s happen outside React: let them move the router instead of reloading the page.
  setNavigator((to) => void router.navigate(to, { replace: true }));
  return router;
}

export function App({ i18n, queryClient, session }: { i18n: I18n; queryClient: QueryClient; session: SessionManager }) {
  const [router] = useState(createRouterWithNavigator);
  return (
    <AppProvider i18n={i18n} queryClient={queryClient} session={session}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
