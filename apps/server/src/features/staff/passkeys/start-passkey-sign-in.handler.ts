import type { Handler } from '../../../service-context';
import { checkStaffPassword } from '../sign-in/staff-password';
import { passkeyChallengeFor } from './second-factor-passkey';

/** The password again (the sign-in keeps no state between its steps), then a challenge for this member's passkeys. */
export const startPasskeySignInHandler: Handler<'staff/startPasskeySignIn'> = async (ctx, params) => {
  const member = await checkStaffPassword(ctx, params);
  return { status: 200, options: await passkeyChallengeFor(ctx, member.id) };
};
