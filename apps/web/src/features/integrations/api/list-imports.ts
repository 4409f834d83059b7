import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

/** While an import is being received or applied, the list is read again this often. */
const RUNNING_REFRESH_MS = 2_000;

/** The latest bulk imports (admins), read again while one is still running. */
export function useImports() {
  return useQuery({
    ...serviceQueryOptions('integrations/listImports', {}),
    refetchInterval: (query) => (query.state.data?.items.some((item) => item.state !== 'done') ? RUNNING_REFRESH_MS : false),
  });
}
