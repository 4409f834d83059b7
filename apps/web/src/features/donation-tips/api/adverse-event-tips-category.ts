import type { Language } from '@portal/contract/languages';
import { queryOptions } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

export function adverseEventTipsCategoryQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: ['stickyAnnouncement', 'adverseEventTipsCategory', lang],
    queryFn: ({ signal }) => callService('stickyAnnouncement/adverseEventTipsCategory', { lang }, { signal }),
  });
}
