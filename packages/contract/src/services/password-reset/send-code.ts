import { z } from 'zod';
import { codeSendingLimits } from '../code-sending';
import { defineService, okStatus } from '../../gateway';
import { safeText } from '../../rules/safe-input';

/**
 * `/forget-password`: sends a code to the e-mail or phone typed (an e-mail also gets a
 * `/set-new-password?token=…` link). The answer is the same whether or not an account exists.
 */
export const passwordResetSendCode = defineService({
  serviceName: 'passwordReset',
  serviceType: 'sendCode',
  auth: 'public',
  kind: 'mutation',
  personalData: false,
  rateLimits: codeSendingLimits(['username']),
  params: z.object({
    username: safeText(254, 'phoneOrEmailRequired').trim().toLowerCase().min(1, 'phoneOrEmailRequired'),
    lang: z.enum(['en', 'es']).optional(),
  }),
  reply: z.object({ status: okStatus, resendAfterSeconds: z.number().int(), expiresInSeconds: z.number().int() }),
});
