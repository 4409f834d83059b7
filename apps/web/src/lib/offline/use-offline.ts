import { onlineManager } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { isGatewayError } from '../gateway';
import { useSession, useSessionManager } from '../session/session-context';
import type { OfflineCopies, OfflineCopy, OfflineKind } from './offline-store';

// The store's code loads with the first copy kept or read, never with the page.
const loadStore = () => import('./offline-store');

/** Whether the browser says it is online (react-query pauses its reads while it is not: `query-client.ts`). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/** A read that got no answer at all (status 0): the network, not the server, failed. */
export function isNetworkFailure(error: unknown): boolean {
  return isGatewayError(error) && error.status === 0;
}

/** The reply last kept of each kind, so the screens that share one read write it once. */
const lastKept = new Map<OfflineKind, { donorId: string; fetchedAt: number }>();

/**
 * Keeps the signed-in donor's latest reply of this kind on the device for when she is offline, with the time the
 * query got it (`dataUpdatedAt`: a refetch with the same answer still moves "Last updated"); `undefined` while there is
 * none to keep. A visitor keeps nothing, and a write that finishes after her session ended is dropped.
 */
export function useKeepOffline<K extends OfflineKind>(kind: K, value: OfflineCopies[K] | undefined, fetchedAt: number): void {
  const session = useSessionManager();
  const donorId = useSession()?.user._id ?? null;
  useEffect(() => {
    if (donorId === null || value === undefined) return;
    const last = lastKept.get(kind);
    if (last?.donorId === donorId && last.fetchedAt === fetchedAt) return;
    lastKept.set(kind, { donorId, fetchedAt });
    void loadStore()
      .then((store) => (session.getSnapshot()?.user._id === donorId ? store.keepCopy(kind, donorId, value, fetchedAt) : undefined))
      // The copy is a convenience: a device without IndexedDB space shows "nothing saved" offline instead.
      .catch(() => lastKept.delete(kind));
  }, [session, kind, donorId, value, fetchedAt]);
}

/**
 * The donor's offline copy of this kind while `wanted` (she is offline): `undefined` while it is read, null when the
 * device has none she may see.
 */
export function useOfflineCopy<K extends OfflineKind>(kind: K, wanted: boolean): OfflineCopy<K> | null | undefined {
  const donorId = useSession()?.user._id ?? null;
  const [copy, setCopy] = useState<{ donorId: string; copy: OfflineCopy<K> | null } | null>(null);
  useEffect(() => {
    if (!wanted || donorId === null) return;
    let current = true;
    void loadStore()
      .then((store) => store.readCopy(kind, donorId, Date.now()))
      .catch(() => null)
      .then((found) => {
        if (current) setCopy({ donorId, copy: found });
      });
    return () => {
      current = false;
    };
  }, [kind, donorId, wanted]);
  if (!wanted || donorId === null) return null;
  return copy?.donorId === donorId ? copy.copy : undefined;
}
