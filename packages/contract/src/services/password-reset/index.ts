// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import { passwordResetCheckToken } from './check-token';
import { passwordResetSendCode } from './send-code';
import { passwordResetSetPassword } from './set-password';
import { passwordResetVerifyCode } from './verify-code';

/** The password-reset feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const passwordResetServices = {
  'passwordReset/checkToken': passwordResetCheckToken,
  'passwordReset/sendCode': passwordResetSendCode,
  'passwordReset/setPassword': passwordResetSetPassword,
  'passwordReset/verifyCode': passwordResetVerifyCode,
} as const;
