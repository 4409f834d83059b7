import { describe, expect, it, vi } from 'vitest';
import { hasNewNotifications, readSeenCount, storeSeenCount, subscribeSeenCount } from './notification-badge';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe('notification badge (spec 4)', () => {
  it('flags new notifications when the total exceeds the stored count, per donor', () => {
    const storage = memoryStorage();
    expect(readSeenCount('a', storage)).toBe(0);
    expect(hasNewNotifications(26, readSeenCount('a', storage))).toBe(true);
    const listener = vi.fn();
    const unsubscribe = subscribeSeenCount(listener);
    storeSeenCount('a', 26, storage);
    unsubscribe();
    expect(listener).toHaveBeenCalledOnce();
    expect(hasNewNotifications(26, readSeenCount('a', storage))).toBe(false);
    expect(hasNewNotifications(27, readSeenCount('a', storage))).toBe(true);
    expect(readSeenCount('b', storage)).toBe(0);
  });

  it('treats a damaged stored value as nothing seen', () => {
    const storage = memoryStorage();
    storage.setItem('portal.notifications.seen.a', 'x');
    expect(readSeenCount('a', storage)).toBe(0);
  });
});
