import type { Language } from '@portal/contract/languages';
import { queryOptions } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

export function deferralTipsCategoryQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: ['stickyAnnouncement', 'deferralTipsCategory', lang],
    queryFn: ({ signal }) => callService('stickyAnnouncement/deferralTipsCategory', { lang }, { signal }),
  });
}
