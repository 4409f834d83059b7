import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { newPasswordFields, passwordMismatch, passwordsMatch } from '../../rules/account-fields';

/** Sets the new password and ends every session of the donor. An expired or used token answers `linkInvalid`. */
export const passwordResetSetPassword = defineService({
  serviceName: 'passwordReset',
  serviceType: 'setPassword',
  auth: 'public',
  kind: 'mutation',
  personalData: false,
  params: z
    .object({ resetToken: z.string('linkInvalid').min(1, 'linkInvalid').max(128, 'linkInvalid'), ...newPasswordFields })
    .refine(passwordsMatch, passwordMismatch),
  reply: z.object({ status: okStatus }),
});
