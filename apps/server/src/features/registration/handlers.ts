import type { registrationServices } from '@portal/contract/services/registration/index';
import type { SliceHandlers } from '../service-context';
import { lookupDonorHandler } from './lookup-donor.handler';
import { startPredonorHandler } from './start-predonor.handler';
import { registrationSendCodeHandler } from './send-code.handler';
import { registrationVerifyCodeHandler } from './verify-code.handler';
import { registrationSetPasswordHandler } from './set-password.handler';
import { registrationCancelHandler } from './cancel.handler';

/** The registration feature's slice of the handler map. */
export const registrationHandlers: SliceHandlers<typeof registrationServices> = {
  'registration/lookupDonor': lookupDonorHandler,
  'registration/startPredonor': startPredonorHandler,
  'registration/sendCode': registrationSendCodeHandler,
  'registration/verifyCode': registrationVerifyCodeHandler,
  'registration/setPassword': registrationSetPasswordHandler,
  'registration/cancel': registrationCancelHandler,
};
