import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { safeText } from '../../rules/safe-input';

/** Renews the caller's token (spec 7: `_id`, `reqType` website). 403 when the session may not be renewed. */
export const tokenLogin = defineService({
  serviceName: 'authentication',
  serviceType: 'tokenLogin',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  params: z.object({
    _id: safeText(64).min(1),
    reqType: z.enum(['website', 'mobile']),
  }),
  reply: z.object({
    status: okStatus,
    token: z.string(),
    expiresAt: z.string(),
  }),
});
