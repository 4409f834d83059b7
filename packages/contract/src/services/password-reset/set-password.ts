import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { newPasswordFields, passwordMismatch, passwordsMatch } from '../../rules/account-fields';
import { safeText } from '../../rules/safe-input';

/** Sets the new password and ends every session of the donor. An expired or used token answers `linkInvalid`. */
export const passwordResetSetPassword = defineService({
  serviceName: 'passwordReset',
  serviceType: 'setPassword',
  auth: 'public',
  kind: 'mutation',
  personalData: false,
  params: z
    .object({ resetToken: safeText(128, 'linkInvalid').min(1, 'linkInvalid'), ...newPasswordFields })
    .refine(passwordsMatch, passwordMismatch),
  reply: z.object({ status: okStatus }),
});
