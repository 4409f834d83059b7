import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startAppSession } from './lib/app-session';
import { createI18n } from './lib/i18n';

const i18n = createI18n();
const session = startAppSession({ i18n });

const container = document.getElementById('root');
if (!container) throw new Error('index.html needs <div id="root">');

createRoot(container).render(
  <StrictMode>
    <App i18n={i18n} session={session} />
  </StrictMode>,
);
