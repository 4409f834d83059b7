import { useSyncExternalStore } from 'react';
import { useNotificationTotal } from '../../features/notifications/api/get-notifications-pagination';
import { hasNewNotifications, readSeenCount, subscribeSeenCount } from '../../lib/notification-badge';

/** The menu's red dot (spec 4): the newest total against the count stored for this donor. */
export function useNotificationBadge(donorId: string): boolean {
  const { data: total } = useNotificationTotal();
  const seen = useSyncExternalStore(subscribeSeenCount, () => readSeenCount(donorId));
  return total !== undefined && hasNewNotifications(total, seen);
}
