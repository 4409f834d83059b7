import { lookupDonor } from './lookup-donor';
import { startPredonor } from './start-predonor';
import { registrationSendCode } from './send-code';
import { registrationVerifyCode } from './verify-code';
import { registrationSetPassword } from './set-password';
import { registrationCancel } from './cancel';

/** The registration feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const registrationServices = {
  'registration/lookupDonor': lookupDonor,
  'registration/startPredonor': startPredonor,
  'registration/sendCode': registrationSendCode,
  'registration/verifyCode': registrationVerifyCode,
  'registration/setPassword': registrationSetPassword,
  'registration/cancel': registrationCancel,
} as const;
