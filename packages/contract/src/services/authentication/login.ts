import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { userSchema } from '../../entities/user';

/** Sign in with an e-mail or a donor number (spec 4 "Token", 6). */
export const login = defineService({
  serviceName: 'authentication',
  serviceType: 'login',
  auth: 'public',
  kind: 'mutation',
  params: z.object({
    username: z.string('enterEmailOrDonorId').trim().toLowerCase().min(1, 'enterEmailOrDonorId').max(254, 'enterEmailOrDonorId'),
    password: z.string('enterPassword').min(1, 'enterPassword').max(256, 'enterPassword'),
    isFromMobile: z.boolean().optional(),
  }),
  reply: z.object({
    status: okStatus,
    token: z.string(),
    expiresAt: z.string(),
    user: userSchema,
  }),
});
