import { z } from 'zod';
import { okStatus } from '../gateway';
import { userSchema } from './user';

/** How a verification code travels: to the e-mail address or, as a text message, to the phone. */
export const codeChannels = ['email', 'sms'] as const;
export const codeChannelSchema = z.enum(codeChannels);
export type CodeChannel = z.infer<typeof codeChannelSchema>;

/** A destination the donor may choose, shown masked (`j***@example.com`, `***-***-0144`). */
export const codeChoiceSchema = z.object({ channel: codeChannelSchema, masked: z.string() });

/** After a code was sent: where to (masked) and when the screen may offer to send another. */
export const codeSentReplySchema = z.object({
  status: okStatus,
  channel: codeChannelSchema,
  masked: z.string(),
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
  /** True when a code by text message could not be handed to the provider: the screen offers it by e-mail. */
  textNotSent: z.boolean().optional(),
});

/** Every service that ends signed in answers like `authentication/login`. */
export const signedInReplySchema = z.object({
  status: okStatus,
  token: z.string(),
  expiresAt: z.string(),
  user: userSchema,
});
