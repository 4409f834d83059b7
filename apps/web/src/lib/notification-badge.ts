/**
 * Spec 4 "Notification badge": the newest total is compared with a count stored per donor in local
 * storage; a greater total sets the 'new' flag, and opening the list stores the total (clearing it).
 */
const storageKey = (donorId: string) => `portal.notifications.seen.${donorId}`;

type Listener = () => void;
const listeners = new Set<Listener>();

export type BadgeStorage = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStorage(): BadgeStorage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

export function readSeenCount(donorId: string, storage: BadgeStorage | undefined = defaultStorage()): number {
  try {
    const value = Number(storage?.getItem(storageKey(donorId)) ?? 0);
    return Number.isInteger(value) && value >= 0 ? value : 0;
  } catch {
    return 0;
  }
}

export function storeSeenCount(donorId: string, total: number, storage: BadgeStorage | undefined = defaultStorage()): void {
  try {
    storage?.setItem(storageKey(donorId), String(total));
  } catch {
    // Blocked storage: the dot simply shows again next time.
  }
  for (const listener of listeners) listener();
}

export function hasNewNotifications(total: number, seen: number): boolean {
  return total > seen;
}

/** For `useSyncExternalStore`: re-render the menu when the list stores a new count. */
export function subscribeSeenCount(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
