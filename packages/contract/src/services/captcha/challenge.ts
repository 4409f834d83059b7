import { z } from 'zod';
import { defineRestRoute } from '../../gateway';

/** An ALTCHA challenge as the widget reads it (altcha-lib's `Challenge`). */
export const captchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});

/** `GET /api/captcha/challenge`: a fresh challenge for the widget; each is single-use, so never cached. */
export const captchaChallengeRoute = defineRestRoute({
  method: 'GET',
  url: '/api/captcha/challenge',
  auth: 'public',
  reply: captchaChallengeSchema,
  personalData: false,
  cacheControl: 'no-store',
});
