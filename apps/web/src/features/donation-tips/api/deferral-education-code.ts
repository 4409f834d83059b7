import type { Language } from '@portal/contract/languages';
import { queryOptions } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

export function deferralEducationQueryOptions(code: string, lang: Language) {
  return queryOptions({
    queryKey: ['stickyAnnouncement', 'deferralEducationCode', code, lang],
    queryFn: ({ signal }) => callService('stickyAnnouncement/deferralEducationCode', { code, lang }, { signal }),
  });
}
