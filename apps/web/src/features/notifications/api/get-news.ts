import type { Language } from '@portal/contract/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

export function newsQueryOptions(newsID: string, lang: Language) {
  return queryOptions({
    queryKey: ['marketing', 'searchNewsByID', newsID, lang],
    queryFn: ({ signal }) => callService('marketing/searchNewsByID', { newsID, lang }, { signal }).then((reply) => reply.news),
  });
}

export function useNews(newsID: string, lang: Language) {
  return useQuery(newsQueryOptions(newsID, lang));
}
