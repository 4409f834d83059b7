import { onlineManager, QueryClient, type Query } from '@tanstack/react-query';
import { isGatewayError } from './gateway';

/** Client errors (4xx) are answers, not hiccups: only network and server failures are retried. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isGatewayError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * A screen that opens fetches its reads again when they are stale, but a part drawn later on a screen that already
 * shows a read (the home's cards, under the home that fetched their answers) takes that answer as it is: with
 * `staleTime: 0` ("read again on every visit") each of those answers was fetched twice, 400 ms apart, and the page drawn
 * again for each (issue 36).
 */
function refetchOnMount(query: Query): boolean {
  // The observer mounting is already counted.
  return query.getObserversCount() <= 1;
}

/**
 * Reads pause while the browser is offline and resume when it is back; the screens show the device's copies meanwhile
 * (issue 33). A write is never paused: offline it fails at once with the network error, never a spinner that waits.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, refetchOnMount, staleTime: 60_000 },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

// react-query assumes "online" until the first `offline` event: a page loaded offline must start offline.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

/**
 * The app's one cache. Only lazy chunks import this module, so react-query stays out of the login
 * bundle; `QueryScope` and the donor layout provide it. The donor layout clears it on sign-out.
 */
export const queryClient = createQueryClient();
