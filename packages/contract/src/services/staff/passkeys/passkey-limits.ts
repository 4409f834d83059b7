import { HOUR_MS } from '../../../constants';
import type { RateLimit } from '../../../gateway';

/**
 * What a staff member may do to their passkeys in an hour (start adding, add, remove): far more than anyone does by
 * hand, few enough that a stolen session cannot churn them. Counted per address: staff calls carry no donor.
 */
export const staffPasskeyChangeLimits: readonly RateLimit<never>[] = [{ scope: 'address', windowMs: HOUR_MS, budget: 30 }];
