import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { userSchema } from '../../entities/user';
import { requiredEmailSchema, verificationCodeSchema } from '../../rules/account-fields';

export const confirmEmailChange = defineService({
  serviceName: 'profile',
  serviceType: 'confirmEmailChange',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  params: z.object({ email: requiredEmailSchema, code: verificationCodeSchema }),
  reply: z.object({ status: okStatus, user: userSchema }),
});
