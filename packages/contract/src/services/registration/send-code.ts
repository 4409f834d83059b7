import { z } from 'zod';
import { codeSendingLimits } from '../code-sending';
import { defineService } from '../../gateway';
import { codeChannelSchema, codeSentReplySchema } from '../../entities/account';
import { safeText } from '../../rules/safe-input';

/**
 * Sends (or sends again) a 6-digit code for a registration in progress. 429 with `retryAfterSeconds`
 * within 5 minutes of the previous code to the same destination; `networkError` once the registration expired.
 */
export const registrationSendCode = defineService({
  serviceName: 'registration',
  serviceType: 'sendCode',
  auth: 'public',
  kind: 'mutation',
  personalData: true,
  // The destination is the registration's e-mail or phone on file, which the server looks up.
  rateLimits: codeSendingLimits(),
  params: z.object({
    registrationToken: safeText(128, 'networkError').min(1, 'networkError'),
    channel: codeChannelSchema,
    lang: z.enum(['en', 'es']).optional(),
  }),
  reply: codeSentReplySchema,
});
