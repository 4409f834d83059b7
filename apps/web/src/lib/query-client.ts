import { QueryClient } from '@tanstack/react-query';
import { isGatewayError } from './gateway';

/** Client errors (4xx) are answers, not hiccups: only network and server failures are retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
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
