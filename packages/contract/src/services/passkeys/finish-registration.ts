import { z } from 'zod';
import { passkeyDevice, passkeySummarySchema, registrationResponseSchema } from '../../entities/passkey';
import { defineService, okStatus } from '../../gateway';
import { passkeyChangeLimits } from './passkey-limits';
import { safeText } from '../../rules/safe-input';

/**
 * `/profile` "Add a passkey", second step: the browser's new credential, checked against the challenge the first
 * step issued (once, within its time), the portal's origin and relying party id. The donor is told by e-mail.
 * A refusal is a 401 about this passkey (`checksCredentials`), not the end of her session.
 */
export const finishRegistration = defineService({
  serviceName: 'passkey',
  serviceType: 'finishRegistration',
  auth: 'donor',
  checksCredentials: true,
  kind: 'mutation',
  personalData: true,
  rateLimits: passkeyChangeLimits,
  params: z.object({
    name: safeText(60, 'passkeyNameRequired').trim().min(1, 'passkeyNameRequired'),
    device: passkeyDevice.optional(),
    response: registrationResponseSchema,
  }),
  reply: z.object({ status: okStatus, passkey: passkeySummarySchema }),
});
