import { z } from 'zod';
import { codeSendingLimits } from '../code-sending';
import { defineService } from '../../gateway';
import { codeSentReplySchema } from '../../entities/account';
import { requiredEmailSchema } from '../../rules/account-fields';

/** Sends a code to the NEW address; the e-mail changes only once that code comes back. */
export const requestEmailChange = defineService({
  serviceName: 'profile',
  serviceType: 'requestEmailChange',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  rateLimits: codeSendingLimits(['email']),
  params: z.object({ email: requiredEmailSchema, lang: z.enum(['en', 'es']).optional() }),
  reply: codeSentReplySchema,
});
