import webpush from 'web-push';
import { inSpan } from '../../lib/spans';
import { DeliveryError } from './sms';

/** One browser's subscription as its push service knows it (`PushSubscription.toJSON()`). */
export interface PushDestination {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Where push messages go. The Web Push adapter encrypts the payload for the browser (RFC 8291, aes128gcm) and signs the
 * request with the portal's VAPID key (RFC 8292); tests hand the same adapter a local push service.
 */
export interface PushAdapter {
  /** The VAPID public key browsers subscribe with (`applicationServerKey`). */
  publicKey: string;
  /**
   * Hands one payload to the subscription's push service. Throws a `DeliveryError` with refusal `invalid-destination`
   * when the service says the subscription is gone (404, 410), `refused` for another refusal of this message; any
   * other error (a timeout, a 5xx, 429) is transient and the message is tried again.
   */
  send(destination: PushDestination, payload: string): Promise<void>;
}

export interface VapidSettings {
  publicKey: string;
  privateKey: string;
  subject: string;
  /** How long the push service may take to answer. */
  timeoutMs: number;
}

/** How long a push service keeps a message for a browser that is offline: a reminder older than a day is no use. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;

export function webPushAdapter(settings: VapidSettings): PushAdapter {
  return {
    publicKey: settings.publicKey,
    async send(destination, payload) {
      const request = webpush.generateRequestDetails(
        { endpoint: destination.endpoint, keys: { p256dh: destination.p256dh, auth: destination.auth } },
        payload,
        {
          vapidDetails: { subject: settings.subject, publicKey: settings.publicKey, privateKey: settings.privateKey },
          contentEncoding: 'aes128gcm',
          TTL: TIME_TO_LIVE_SECONDS,
        },
      );
      // Sent with fetch rather than the library's own https request: one timeout, and a local push service in tests.
      const response = await inSpan('push send', { 'portal.message.channel': 'push' }, () =>
        fetch(request.endpoint, {
          method: request.method,
          headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
          body: request.body,
          signal: AbortSignal.timeout(settings.timeoutMs),
        }),
      );
      await response.body?.cancel();
      if (response.ok) return;
      if (response.status === 404 || response.status === 410) throw new DeliveryError(String(response.status), 'invalid-destination');
      if (response.status >= 400 && response.status < 500 && response.status !== 429)
        throw new DeliveryError(String(response.status), 'refused');
      throw new DeliveryError(String(response.status), null);
    },
  };
}
