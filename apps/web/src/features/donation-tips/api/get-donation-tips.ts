import type { Language } from '@portal/contract/languages';
import { queryOptions } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

export function donationTipsQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: ['stickyAnnouncement', 'getDonationTips', lang],
    queryFn: ({ signal }) => callService('stickyAnnouncement/getDonationTips', { lang }, { signal }),
  });
}
