import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';

/** What `/staff/login` offers: the provider's button when single sign-on is configured, and whether passwords are on. */
export const getSignInOptions = defineService({
  serviceName: 'staff',
  serviceType: 'getSignInOptions',
  auth: 'public',
  kind: 'query',
  personalData: false,
  params: z.object({}),
  reply: z.object({
    status: okStatus,
    /** The provider's name for "Sign in with <name>"; null without single sign-on. */
    providerName: z.string().nullable(),
    /** False: only break-glass members sign in with a password (`STAFF_PASSWORD_SIGN_IN=false`). */
    passwordSignIn: z.boolean(),
  }),
});
