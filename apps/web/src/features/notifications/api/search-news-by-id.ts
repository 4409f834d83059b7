import type { Language } from '@portal/contract/languages';
import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

/** One news article, opened from its notification. */
export function useNews(newsID: string, lang: Language) {
  return useQuery({ ...serviceQueryOptions('marketing/searchNewsByID', { newsID, lang }), select: (reply) => reply.news });
}
