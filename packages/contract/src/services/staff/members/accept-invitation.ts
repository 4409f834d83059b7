import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';
import { newPasswordFields, passwordMismatch, passwordsMatch } from '../../../rules/account-fields';
import { safeId } from '../../../rules/safe-input';

/** The invited member sets a password with the link's token; the link then stops working. */
export const acceptInvitation = defineService({
  serviceName: 'staff',
  serviceType: 'acceptInvitation',
  auth: 'public',
  kind: 'mutation',
  personalData: false,
  params: z.object({ token: safeId(200, 'invitationInvalid'), ...newPasswordFields }).refine(passwordsMatch, passwordMismatch),
  reply: z.object({ status: okStatus }),
});
