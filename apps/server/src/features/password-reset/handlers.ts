import type { passwordResetServices } from '@portal/contract/services/password-reset/index';
import type { SliceHandlers } from '../service-context';
import { passwordResetSendCodeHandler } from './send-code.handler';
import { passwordResetVerifyCodeHandler } from './verify-code.handler';
import { passwordResetCheckTokenHandler } from './check-token.handler';
import { passwordResetSetPasswordHandler } from './set-password.handler';

/** The password-reset feature's slice of the handler map. */
export const passwordResetHandlers: SliceHandlers<typeof passwordResetServices> = {
  'passwordReset/sendCode': passwordResetSendCodeHandler,
  'passwordReset/verifyCode': passwordResetVerifyCodeHandler,
  'passwordReset/checkToken': passwordResetCheckTokenHandler,
  'passwordReset/setPassword': passwordResetSetPasswordHandler,
};
