import type { StaffRole } from '@portal/contract';
import type { Listen } from '../db/notifications';
import { SessionCache, type CachedSession } from './session-cache';

/** The channel the database's triggers notify on (migration 0010): 'session:<id>', 'staffSession:<id>', 'staff:<id>'. */
export const REVOCATION_CHANNEL = 'portal_session_revoked';

export interface CachedDonorSession extends CachedSession {
  createdAt: Date;
}

export interface CachedStaffSession extends CachedSession {
  role: StaffRole;
  centerIds: readonly number[];
  /** Whether the member has a second factor (an admin may require one, decision 015). */
  secondFactorEnrolled: boolean;
  /** Signed in through the company's provider, whose second factor stands in for the portal's (issue 32). */
  viaProvider: boolean;
  createdAt: Date;
}

/** The process's live-session caches and what keeps them true (decision 021). */
export interface LiveSessions {
  donors: SessionCache<CachedDonorSession>;
  staff: SessionCache<CachedStaffSession>;
  /** Applies one revocation notice here at once; the other processes get it from the database when it commits. */
  apply(notice: string): void;
  close(): Promise<void>;
}

/**
 * Caches fed by the database's revocation notices. Without a feed (or while it is down) the caches stay off and
 * every call reads its session row, as before decision 021.
 */
export async function openLiveSessions(listen: Listen | undefined, onState: (receiving: boolean) => void = () => undefined) {
  const donors = new SessionCache<CachedDonorSession>();
  const staff = new SessionCache<CachedStaffSession>();
  const apply = (notice: string) => {
    const separator = notice.indexOf(':');
    const kind = notice.slice(0, separator);
    const id = notice.slice(separator + 1);
    if (kind === 'session') donors.dropSession(id);
    else if (kind === 'staffSession') staff.dropSession(id);
    else if (kind === 'staff') staff.dropOwner(id);
    else {
      // An unknown notice (a newer server's): dropping everything is always safe.
      donors.clear();
      staff.clear();
    }
  };
  const stop = listen
    ? await listen(REVOCATION_CHANNEL, apply, (receiving) => {
        donors.setEnabled(receiving);
        staff.setEnabled(receiving);
        onState(receiving);
      })
    : async () => undefined;
  const liveSessions: LiveSessions = { donors, staff, apply, close: stop };
  return liveSessions;
}
