import { MantineProvider } from '@mantine/core';
import type { i18n as I18n } from 'i18next';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { UpdateNotice } from '../components/update-notice/update-notice';
import { registerServiceWorker } from '../lib/pwa/register-service-worker';
import { cssVariablesResolver, theme } from './theme';

/**
 * Loaded after the first paint (`main.tsx`, issue 33): registers the service worker and, once a new version waits,
 * shows the update notice in a root of its own, so neither the worker's client nor the notice is in the first page's
 * scripts. The app's provider already wrote Mantine's variables and global classes.
 */
export function startServiceWorker(i18n: I18n): void {
  registerServiceWorker((takeUpdate) => {
    const container = document.createElement('div');
    document.body.append(container);
    createRoot(container).render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          forceColorScheme="light"
          withCssVariables={false}
          withGlobalClasses={false}
        >
          <UpdateNotice onReload={takeUpdate} />
        </MantineProvider>
      </I18nextProvider>,
    );
  });
}
