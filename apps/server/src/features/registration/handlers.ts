// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import type { registrationServices } from '@portal/contract/services/registration/index';
import type { SliceHandlers } from '../../service-context';
import { registrationCancelHandler } from './cancel.handler';
import { lookupDonorHandler } from './lookup-donor.handler';
import { registrationSendCodeHandler } from './send-code.handler';
import { registrationSetPasswordHandler } from './set-password.handler';
import { startPredonorHandler } from './start-predonor.handler';
import { registrationVerifyCodeHandler } from './verify-code.handler';

/** The registration feature's slice of the handler map. */
export const registrationHandlers: SliceHandlers<typeof registrationServices> = {
  'registration/cancel': registrationCancelHandler,
  'registration/lookupDonor': lookupDonorHandler,
  'registration/sendCode': registrationSendCodeHandler,
  'registration/setPassword': registrationSetPasswordHandler,
  'registration/startPredonor': startPredonorHandler,
  'registration/verifyCode': registrationVerifyCodeHandler,
};
