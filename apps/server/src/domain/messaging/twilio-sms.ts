import { DeliveryError, type PermanentRefusal, type SmsAdapter } from './sms';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** A Messaging Service (`MG…`), or else `from`, a sending number. */
  messagingServiceSid?: string | undefined;
  from?: string | undefined;
  /** Twilio's API address without a path (`https://api.twilio.com`, or a stand-in in tests). */
  apiUrl: string;
  /** Milliseconds before a send that has not answered counts as failed for now (and is tried again). */
  timeoutMs: number;
  /** Where Twilio reports each text's delivery (`<PUBLIC_URL>/api/sms/twilio/status`); none without PUBLIC_URL. */
  statusCallbackUrl: string | null;
}

/** Twilio's error codes that refuse a number for good; any other 4xx is a refusal of its own kind, kept with its code. */
const PERMANENT_CODES: Readonly<Record<string, PermanentRefusal>> = {
  '21211': 'invalid-destination',
  '21614': 'invalid-destination',
  '21610': 'opted-out',
};

/** What Twilio answers to a refused request (`{ code, message, more_info, status }`); only the code is kept. */
function errorCodeOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('code' in body)) return null;
  const { code } = body as { code: unknown };
  return typeof code === 'number' || typeof code === 'string' ? String(code) : null;
}

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/**
 * Text messages through Twilio's Messages API (`POST /2010-04-01/Accounts/{sid}/Messages.json`, form fields, Basic
 * authentication). An invalid number (21211) and an unsubscribed one (21610) are permanent refusals, as is any other
 * 4xx (with Twilio's code); a 429, a 5xx, a refused connection or no answer within the timeout are transient.
 */
export function createTwilioSms(options: TwilioOptions): SmsAdapter {
  const endpoint = `${options.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  return {
    async send({ to, text }) {
      const form = new URLSearchParams({ To: to, Body: text });
      if (options.messagingServiceSid) form.set('MessagingServiceSid', options.messagingServiceSid);
      else if (options.from) form.set('From', options.from);
      if (options.statusCallbackUrl) form.set('StatusCallback', options.statusCallbackUrl);
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form,
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        // No answer in time, or none at all: tried again later.
        throw new DeliveryError(error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable', null);
      }
      const body = await jsonOf(response);
      if (response.ok) {
        const sid = typeof body === 'object' && body !== null && 'sid' in body ? (body as { sid: unknown }).sid : null;
        if (typeof sid !== 'string') throw new DeliveryError('no-sid', null);
        return { providerMessageId: sid };
      }
      const code = errorCodeOf(body) ?? String(response.status);
      if (response.status === 429 || response.status >= 500) throw new DeliveryError(code, null);
      throw new DeliveryError(code, PERMANENT_CODES[code] ?? 'refused');
    },
  };
}
