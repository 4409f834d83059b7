import { z } from 'zod';
import { MINUTE_MS } from '../../constants';
import { donorCaseSchema } from '../../entities/donor-care-case';
import { defineService, okStatus } from '../../gateway';
import { safeId } from '../../rules/safe-input';

/**
 * A visitor's case through the link e-mailed to them (no account to sign in with): the unguessable token names the
 * case. An unknown token is 404; guessing is limited per address.
 */
export const getVisitorCase = defineService({
  serviceName: 'donorCare',
  serviceType: 'getVisitorCase',
  auth: 'public',
  kind: 'query',
  personalData: true,
  params: z.object({ token: safeId(100, 'linkInvalid') }),
  reply: z.object({ status: okStatus, case: donorCaseSchema }),
  rateLimits: [{ scope: 'address', windowMs: 15 * MINUTE_MS, budget: 30, counts: 'failures' }],
});
