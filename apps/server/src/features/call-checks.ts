import type { CallChecks } from '../service-context';
import { findApiClient } from '../domain/api-clients';
import { findLiveSession } from '../domain/sessions';
import { verifyCaptcha } from '../lib/captcha';
import { appendAudit } from './staff/audit-trail';
import { findLiveStaffSession } from './staff/staff-sessions';
import { secondFactorRequired } from './staff/staff-settings';
import { twilioSignatureValid } from './sms/twilio-signature';

/** What the features answer to the gateway's and the REST route helper's checks; app.ts hands it to them. */
export const callChecks: CallChecks = {
  findLiveSession,
  findLiveStaffSession,
  secondFactorRequired,
  appendAudit,
  verifyCaptcha,
  apiClientOf: findApiClient,
  webhookSignatureValid: twilioSignatureValid,
};
