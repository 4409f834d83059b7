import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

/** While the import is still received or applied, its report is read again this often. */
const RUNNING_REFRESH_MS = 1_000;

/** One import's report: counts and a page of its refused lines with their reasons (admins), followed until it is done. */
export function useImportReport(id: string | null, after: number) {
  return useQuery({
    ...serviceQueryOptions('integrations/getImportReport', { id: id ?? '', after, limit: 100 }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && query.state.data.state !== 'done' ? RUNNING_REFRESH_MS : false),
  });
}
