import { paths } from '../../config/paths';
import type { SessionEndReason } from './session';

/** Why the login page shows: a session that ended without the donor logging out here. */
export type EndedReason = Exclude<SessionEndReason, 'logout'>;

/** The router state the login page reads: why the session ended, and the page to go back to. */
export interface LoginState {
  reason?: EndedReason;
  from?: string;
}

const endedReasons: readonly EndedReason[] = ['expired', 'renewalRefused', 'unauthorized', 'otherTab'];

/**
 * A path of this app to return to after sign-in, or null. History state is written by this app only, but
 * it is checked like any input: a path (`/…`), never another origin (`//host`, `/\host`, `https:`), never
 * the login page itself.
 */
export function safeReturnPath(from: unknown): string | null {
  if (typeof from !== 'string' || from.length > 2000) return null;
  if (!from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  // Control characters and backslashes can make a browser read the path as another address.
  if ([...from].some((c) => c.charCodeAt(0) < 0x20 || c === '\u007f' || c === '\\')) return null;
  const url = new URL(from, 'https://portal.invalid');
  if (url.origin !== 'https://portal.invalid' || url.pathname === paths.login) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page's state, read from whatever `location.state` holds. */
export function readLoginState(state: unknown): LoginState {
  if (typeof state !== 'object' || state === null) return {};
  const record = state as Record<string, unknown>;
  const reason = endedReasons.find((r) => r === record.reason);
  const from = safeReturnPath(record.from);
  return { ...(reason ? { reason } : {}), ...(from ? { from } : {}) };
}

/**
 * Where the login page takes a donor whose session ended on `currentPath`: why it ended, and back to that
 * page after signing in again, unless she logged out (here or in another tab) and meant to leave.
 */
export function loginStateAfterEnd(reason: SessionEndReason, currentPath: string): LoginState {
  if (reason === 'logout') return {};
  if (reason === 'otherTab') return { reason };
  const from = safeReturnPath(currentPath);
  return { reason, ...(from ? { from } : {}) };
}
