import type { Config } from '../../config';
import { twilioWebhookRoutes } from '@portal/contract/services/sms/twilio-webhooks';
import type { SmsAdapter } from './sms';
import { createTwilioSms } from './twilio-sms';

/** Twilio's adapter when TWILIO_ACCOUNT_SID and its token are set; null otherwise (texts stay in the outbox). */
export function twilioFromConfig(config: Config): SmsAdapter | null {
  if (!config.twilioAccountSid || !config.twilioAuthToken) return null;
  return createTwilioSms({
    accountSid: config.twilioAccountSid,
    authToken: config.twilioAuthToken,
    messagingServiceSid: config.twilioMessagingServiceSid,
    from: config.twilioFrom,
    apiUrl: config.twilioApiUrl,
    timeoutMs: config.messageSendTimeoutMs,
    // Twilio signs its callbacks over the address it was given: PUBLIC_URL (or TWILIO_WEBHOOK_URL), never a request's own.
    statusCallbackUrl: config.twilioWebhookUrl ? `${config.twilioWebhookUrl}${twilioWebhookRoutes.status.url}` : null,
  });
}
