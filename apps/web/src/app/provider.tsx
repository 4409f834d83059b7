// Mantine's global styles; each component's come with it (decision 038, vite.config.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MessageModalProvider } from '../components/message-modal/message-modal-provider';
import type { SessionManager } from '../lib/session/session';
import { SessionProvider } from '../lib/session/session-context';
import { cssVariablesResolver, theme } from './theme';

export function AppProvider({ i18n, session, children }: { i18n: I18n; session: SessionManager; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
        <SessionProvider session={session}>
          <MessageModalProvider>{children}</MessageModalProvider>
        </SessionProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
