import type { Language } from '@portal/contract/languages';
import { queryOptions } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

export function donationTipsMainQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: ['stickyAnnouncement', 'donationTipsMain', lang],
    queryFn: ({ signal }) => callService('stickyAnnouncement/donationTipsMain', { lang }, { signal }),
  });
}
