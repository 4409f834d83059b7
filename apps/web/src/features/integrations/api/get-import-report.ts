import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

/** One import's report: counts and a page of its refused lines with their reasons (admins). */
export function useImportReport(id: string | null, after: number) {
  return useQuery({
    ...serviceQueryOptions('integrations/getImportReport', { id: id ?? '', after, limit: 100 }),
    enabled: id !== null,
  });
}
