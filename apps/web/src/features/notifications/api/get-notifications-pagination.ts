import { NOTIFICATION_PAGE_SIZE } from '@portal/contract/constants';
import type { Language } from '@portal/contract/languages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

/** The newest `limit` notifications: page 1 of that size ('Load All Content' asks for the total at once). */
export function useNotifications(limit: number = NOTIFICATION_PAGE_SIZE, lang: Language) {
  return useQuery({
    ...serviceQueryOptions('notification/getNotificationsPagination', { limit, page: 1, lang }),
    placeholderData: keepPreviousData,
  });
}

/** How many notifications the donor has (the menu's red dot, spec 4): one card's page is enough to learn the total. */
export function useNotificationTotal() {
  return useQuery({
    ...serviceQueryOptions('notification/getNotificationsPagination', { limit: 1, page: 1 }),
    select: (reply) => reply.totalCount,
    staleTime: 5 * 60_000,
  });
}
