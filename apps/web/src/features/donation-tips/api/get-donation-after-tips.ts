import type { Language } from '@portal/contract/languages';
import { queryOptions } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

/** Spec 4 "Donation tips tabs": each tab change reloads its content, so it is never fresh for long. */
export function afterDonationTipsQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: ['stickyAnnouncement', 'getDonationAfterTips', lang],
    staleTime: 0,
    queryFn: ({ signal }) => callService('stickyAnnouncement/getDonationAfterTips', { lang }, { signal }),
  });
}
