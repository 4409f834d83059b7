import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Services } from '../../service-context';

/** The paths Twilio calls: only these are checked with Twilio's signature. */
const TWILIO_PATHS = '/api/sms/twilio/';

/**
 * Twilio's request signature: HMAC-SHA1 with the account's auth token over the full URL Twilio called, followed by
 * each form field's name and value, sorted by name (then value), base64-encoded (`X-Twilio-Signature`).
 */
export function twilioSignature(authToken: string, url: string, fields: Iterable<[string, string]>): string {
  const sorted = [...fields].sort(([a, va], [b, vb]) => (a === b ? (va < vb ? -1 : va > vb ? 1 : 0) : a < b ? -1 : 1));
  const data = url + sorted.map(([name, value]) => name + value).join('');
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/**
 * The webhook verifier the REST route helper is given: a Twilio route's signature is checked against PUBLIC_URL (or
 * TWILIO_WEBHOOK_URL) and the
 * route's path (never the address the request claims to come to, which a caller chooses) and the exact form bytes.
 */
export async function twilioSignatureValid(
  services: Services,
  url: string,
  headers: IncomingHttpHeaders,
  rawBody: Buffer,
): Promise<boolean> {
  const { twilioAuthToken, twilioWebhookUrl } = services.config;
  if (!url.startsWith(TWILIO_PATHS) || !twilioAuthToken || !twilioWebhookUrl) return false;
  const sent = headers['x-twilio-signature'];
  if (typeof sent !== 'string') return false;
  const expected = Buffer.from(twilioSignature(twilioAuthToken, twilioWebhookUrl + url, new URLSearchParams(rawBody.toString('utf8'))));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
