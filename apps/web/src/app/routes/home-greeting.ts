import type { donorStatuses } from '@portal/contract/constants';

/**
 * The home's greeting keys (namespace `home`) for a kind of donor: "Welcome back… thank you for donating" only for
 * someone who has donated; new donors get their own words. The home and the signed-in frame (decision 073) both use them.
 */
export function greetingKeys(status: (typeof donorStatuses)[number]) {
  return status === 'donor'
    ? ({ title: 'title', intro: 'intro' } as const)
    : ({ title: `greeting.${status}.title`, intro: `greeting.${status}.intro` } as const);
}
