import type { User } from '@portal/contract/entities/user';
import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import type { SessionManager, SessionState } from './session';

const SessionContext = createContext<SessionManager | null>(null);

export function SessionProvider({ session, children }: { session: SessionManager; children: ReactNode }) {
  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSessionManager(): SessionManager {
  const session = use(SessionContext);
  if (!session) throw new Error('useSessionManager needs a <SessionProvider>');
  return session;
}

/**
 * What the prerendered pages were rendered with (decision 052): a visitor, not waiting for another tab. Hydration
 * starts from it, so it matches the HTML; a signed-in donor's page then renders again at once with her session.
 */
const noSession = (): null => null;
const notPending = (): boolean => false;

/** The signed-in token and donor, or null for a visitor; re-renders when either changes. */
export function useSession(): SessionState | null {
  const session = useSessionManager();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, noSession);
}

/** True while a new tab waits for another tab of the browser to share its session. */
export function useSessionPending(): boolean {
  const session = useSessionManager();
  return useSyncExternalStore(session.subscribe, session.isPending, notPending);
}

/** The signed-in donor, for screens behind `SignedInRoute`. */
export function useUser(): User {
  const state = useSession();
  if (!state) throw new Error('useUser is only for signed-in screens');
  return state.user;
}
