import { passwordResetSendCode } from './send-code';
import { passwordResetVerifyCode } from './verify-code';
import { passwordResetCheckToken } from './check-token';
import { passwordResetSetPassword } from './set-password';

/** The password-reset feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const passwordResetServices = {
  'passwordReset/sendCode': passwordResetSendCode,
  'passwordReset/verifyCode': passwordResetVerifyCode,
  'passwordReset/checkToken': passwordResetCheckToken,
  'passwordReset/setPassword': passwordResetSetPassword,
} as const;
