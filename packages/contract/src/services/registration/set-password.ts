import { z } from 'zod';
import { defineService } from '../../gateway';
import { signedInReplySchema } from '../../entities/account';
import { newPasswordFields, passwordMismatch, passwordsMatch } from '../../rules/account-fields';
import { safeText } from '../../rules/safe-input';

/**
 * `/register/settingpassword`: the last step. Only here does the account get a password (or, for a
 * pre-donor, come into being), and the donor is signed in. 409 `donorAlreadyExists` if another registration won.
 */
export const registrationSetPassword = defineService({
  serviceName: 'registration',
  serviceType: 'setPassword',
  auth: 'public',
  kind: 'mutation',
  personalData: true,
  params: z
    .object({
      registrationToken: safeText(128, 'networkError').min(1, 'networkError'),
      ...newPasswordFields,
      isFromMobile: z.boolean().optional(),
    })
    .refine(passwordsMatch, passwordMismatch),
  reply: signedInReplySchema,
});
