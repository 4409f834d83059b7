import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

/** While an import is being received or applied, the list is read again this often. */
const RUNNING_REFRESH_MS = 2_000;
/** Otherwise still now and then: the company's systems post imports on their own, and a new one should show up. */
const IDLE_REFRESH_MS = 10_000;

/** The latest bulk imports (admins), read again often while one is running and now and then otherwise. */
export function useImports() {
  return useQuery({
    ...serviceQueryOptions('integrations/listImports', {}),
    refetchInterval: (query) => (query.state.data?.items.some((item) => item.state !== 'done') ? RUNNING_REFRESH_MS : IDLE_REFRESH_MS),
  });
}
