// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import type { passwordResetServices } from '@portal/contract/services/password-reset/index';
import type { SliceHandlers } from '../../service-context';
import { passwordResetCheckTokenHandler } from './check-token.handler';
import { passwordResetSendCodeHandler } from './send-code.handler';
import { passwordResetSetPasswordHandler } from './set-password.handler';
import { passwordResetVerifyCodeHandler } from './verify-code.handler';

/** The password-reset feature's slice of the handler map. */
export const passwordResetHandlers: SliceHandlers<typeof passwordResetServices> = {
  'passwordReset/checkToken': passwordResetCheckTokenHandler,
  'passwordReset/sendCode': passwordResetSendCodeHandler,
  'passwordReset/setPassword': passwordResetSetPasswordHandler,
  'passwordReset/verifyCode': passwordResetVerifyCodeHandler,
};
