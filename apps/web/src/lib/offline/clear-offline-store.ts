/** The IndexedDB database that holds the signed-in donor's offline copies (`offline-store.ts`, decision 055). */
export const OFFLINE_DATABASE = 'portal-offline';

/**
 * Deletes every offline copy on this device: the donor layout calls it when the session ends. Kept apart from the
 * store, whose code loads only with the first copy kept or read. IndexedDB deletes once the open connections close;
 * the store closes its own after each use.
 */
export function clearOfflineStore(): void {
  try {
    indexedDB.deleteDatabase(OFFLINE_DATABASE);
  } catch {
    // No IndexedDB (a private window that blocks it): nothing was kept.
  }
}
