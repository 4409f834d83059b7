import type { i18n as I18n } from 'i18next';
import { paths } from '../../config/paths';
import { callService, configureHttpClient, isGatewayError } from '../gateway';
import { currentLanguage } from '../i18n';
import { navigateTo } from '../navigation';
import { SessionManager, type KeyValueStorage, type RenewResult, type Scheduler, type TabChannel, type TabMessage } from './session';
import { loginStateAfterEnd } from './session-end';
import type { User } from '@portal/contract/entities/user';

async function renewToken(user: User): Promise<RenewResult> {
  try {
    const reply = await callService('authentication/tokenLogin', { _id: user._id, reqType: 'website' });
    return { kind: 'renewed', token: reply.token, expiresAt: reply.expiresAt };
  } catch (error) {
    return isGatewayError(error) && error.status === 403 ? { kind: 'refused' } : { kind: 'failed' };
  }
}

const browserScheduler: Scheduler = {
  setInterval: (callback, ms) => window.setInterval(callback, ms),
  clearInterval: (handle) => window.clearInterval(handle as number),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

/** localStorage, or a stand-in that forgets when the browser blocks storage. */
function browserStorage(): KeyValueStorage {
  try {
    return window.localStorage;
  } catch {
    return { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  }
}

/** The tabs of this browser (same origin) on one BroadcastChannel; alone where the browser has none. */
function browserTabs(): TabChannel {
  if (typeof BroadcastChannel === 'undefined') return { post: () => undefined, listen: () => () => undefined };
  const channel = new BroadcastChannel('portal.session');
  return {
    post: (message) => channel.postMessage(message),
    listen: (listener) => {
      const onMessage = (event: MessageEvent<TabMessage>) => listener(event.data);
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
  };
}

/**
 * The app's one session: wired to the gateway (token, language, 401s), to navigation (the login page
 * says why a session ended) and to the other tabs, restored from storage or another tab and started. Called once in `main.tsx`.
 */
export function startAppSession({ i18n }: { i18n: I18n }): SessionManager {
  const session = new SessionManager({
    clock: { now: () => Date.now() },
    scheduler: browserScheduler,
    storage: browserStorage(),
    lifecycle: window,
    tabs: browserTabs(),
    renew: renewToken,
    onEnd: (reason) => {
      const { pathname, search, hash } = window.location;
      // A second refused call of the same dead session: the login page already says why and where to return.
      if (pathname === paths.login) return;
      navigateTo(paths.login, loginStateAfterEnd(reason, `${pathname}${search}${hash}`));
    },
  });
  configureHttpClient({
    getToken: () => session.getSnapshot()?.token ?? null,
    getLanguage: () => currentLanguage(i18n),
    onUnauthorized: () => session.end('unauthorized'),
  });
  session.start();
  return session;
}
