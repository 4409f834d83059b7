import { QueryClient } from '@tanstack/react-query';
import { isGatewayError } from './gateway';

/** Client errors (4xx) are answers, not hiccups: only network and server failures are retried. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isGatewayError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * The app's one cache. Only lazy chunks import this module, so react-query stays out of the login
 * bundle; `QueryScope` and the donor layout provide it. The donor layout clears it on sign-out.
 */
export const queryClient = createQueryClient();
