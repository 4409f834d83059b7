import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { safeText } from '../../rules/safe-input';

/** `/set-new-password?token=…` asks first whether the link still works ('Network Error! …' when expired or used). */
export const passwordResetCheckToken = defineService({
  serviceName: 'passwordReset',
  serviceType: 'checkToken',
  auth: 'public',
  kind: 'query',
  personalData: false,
  params: z.object({ resetToken: safeText(128, 'linkInvalid').min(1, 'linkInvalid') }),
  reply: z.object({ status: okStatus }),
});
