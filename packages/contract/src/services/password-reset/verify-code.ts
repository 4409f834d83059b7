import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { verificationCodeSchema } from '../../rules/account-fields';
import { safeText } from '../../rules/safe-input';

/** `/forget-password/verify`: a right code is exchanged for a single-use reset token. */
export const passwordResetVerifyCode = defineService({
  serviceName: 'passwordReset',
  serviceType: 'verifyCode',
  auth: 'public',
  kind: 'mutation',
  personalData: true,
  params: z.object({
    username: safeText(254, 'phoneOrEmailRequired').trim().toLowerCase().min(1, 'phoneOrEmailRequired'),
    code: verificationCodeSchema,
  }),
  reply: z.object({ status: okStatus, resetToken: z.string(), expiresAt: z.string() }),
});
