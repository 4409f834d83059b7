import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { callService } from '../../lib/gateway';
import { hasNewNotifications, readSeenCount, subscribeSeenCount } from '../../lib/notification-badge';

/** The menu's red dot (spec 4): the newest total against the count stored for this donor. */
export function useNotificationBadge(donorId: string): boolean {
  const { data: total } = useQuery({
    queryKey: ['notification', 'total'],
    queryFn: ({ signal }) =>
      callService('notification/getNotificationsPagination', { limit: 1, page: 1 }, { signal }).then((reply) => reply.totalCount),
    staleTime: 5 * 60_000,
  });
  const seen = useSyncExternalStore(subscribeSeenCount, () => readSeenCount(donorId));
  return total !== undefined && hasNewNotifications(total, seen);
}
