import { apiClientCallsPerMinute } from '../../entities/api-clients';
import type { RateLimit } from '../../gateway';

/** Every ops route counts against one budget per API client, wherever its calls come from. */
export const opsRateLimits: readonly RateLimit[] = [
  { scope: 'apiClient', bucket: 'ops', windowMs: 60_000, budget: apiClientCallsPerMinute },
];
