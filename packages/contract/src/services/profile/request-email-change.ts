import { z } from 'zod';
import { defineService } from '../../gateway';
import { codeSentReplySchema } from '../../entities/account';
import { requiredEmailSchema } from '../../rules/account-fields';

/** Sends a code to the NEW address; the e-mail changes only once that code comes back. */
export const requestEmailChange = defineService({
  serviceName: 'profile',
  serviceType: 'requestEmailChange',
  auth: 'donor',
  kind: 'mutation',
  params: z.object({ email: requiredEmailSchema, lang: z.enum(['en', 'es']).optional() }),
  reply: codeSentReplySchema,
});
