import { NOTIFICATION_PAGE_SIZE } from '@portal/contract/constants';
import type { Language } from '@portal/contract/languages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

/** The newest `limit` notifications: page 1 of that size ('Load All Content' asks for the total at once). */
export function notificationsQueryOptions(limit: number, lang: Language) {
  return queryOptions({
    queryKey: ['notification', 'getNotificationsPagination', limit, lang],
    queryFn: ({ signal }) => callService('notification/getNotificationsPagination', { limit, page: 1, lang }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useNotifications(limit: number = NOTIFICATION_PAGE_SIZE, lang: Language) {
  return useQuery(notificationsQueryOptions(limit, lang));
}
