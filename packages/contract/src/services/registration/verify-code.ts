import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { verificationCodeSchema } from '../../rules/account-fields';
import { safeText } from '../../rules/safe-input';

/** `/register/verify`: checks the code; a wrong one answers 'Invalid verification code!'. */
export const registrationVerifyCode = defineService({
  serviceName: 'registration',
  serviceType: 'verifyCode',
  auth: 'public',
  kind: 'mutation',
  personalData: false,
  params: z.object({
    registrationToken: safeText(128, 'networkError').min(1, 'networkError'),
    code: verificationCodeSchema,
  }),
  reply: z.object({ status: okStatus }),
});
