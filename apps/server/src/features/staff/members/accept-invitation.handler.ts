import { ServiceError } from '../../../lib/service-error';
import type { Handler } from '../../../service-context';
import { acceptInvitationToken } from './invitations';

export const acceptInvitationHandler: Handler<'staff/acceptInvitation'> = async (ctx, params) => {
  if (!(await acceptInvitationToken(ctx, params.token, params.password))) throw new ServiceError(400, 'invitationInvalid');
  return { status: 200 };
};
