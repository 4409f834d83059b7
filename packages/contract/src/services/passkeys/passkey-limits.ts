import { HOUR_MS } from '../../constants';
import type { RateLimit } from '../../gateway';

/**
 * What a donor may do to her passkeys in an hour (add, rename, remove): far more than anyone does by hand, few enough
 * that a stolen session cannot churn them or make the server check attestations in a loop. It names no params field, so
 * it fits any of the three services.
 */
export const passkeyChangeLimits: readonly RateLimit<never>[] = [{ scope: 'donor', windowMs: HOUR_MS, budget: 30 }];
