// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import { registrationCancel } from './cancel';
import { lookupDonor } from './lookup-donor';
import { registrationSendCode } from './send-code';
import { registrationSetPassword } from './set-password';
import { startPredonor } from './start-predonor';
import { registrationVerifyCode } from './verify-code';

/** The registration feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const registrationServices = {
  'registration/cancel': registrationCancel,
  'registration/lookupDonor': lookupDonor,
  'registration/sendCode': registrationSendCode,
  'registration/setPassword': registrationSetPassword,
  'registration/startPredonor': startPredonor,
  'registration/verifyCode': registrationVerifyCode,
} as const;
