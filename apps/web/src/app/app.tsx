import type { i18n as I18n } from 'i18next';
import { BrowserRouter } from 'react-router';
import type { SessionManager } from '../lib/session/session';
import { NavigationBridge } from './navigation-bridge';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

export function App({ i18n, session }: { i18n: I18n; session: SessionManager }) {
  return (
    <AppProvider i18n={i18n} session={session}>
      <BrowserRouter>
        <NavigationBridge />
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
