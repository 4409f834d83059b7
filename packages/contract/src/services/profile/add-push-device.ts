import { z } from 'zod';
import { MINUTE_MS } from '../../constants';
import { defineService, okStatus } from '../../gateway';
import { safeText } from '../../rules/safe-input';

/** A browser's `PushSubscription.toJSON()` keys: base64url, P-256 public key (65 bytes) and a 16-byte secret. */
const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min, 'badRequest')
    .max(max, 'badRequest')
    .regex(/^[A-Za-z0-9_-]+=*$/, 'badRequest');

/**
 * `/profile` "Turn on push notifications on this device": keeps the browser's subscription for this device's session
 * (a browser subscribing again replaces its row). Push services are https; the endpoint is where messages are posted.
 */
export const addPushDevice = defineService({
  serviceName: 'profile',
  serviceType: 'addPushDevice',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  rateLimits: [{ scope: 'donor', windowMs: MINUTE_MS, budget: 10 }],
  params: z.object({
    endpoint: z
      .url('badRequest')
      .max(1024, 'badRequest')
      .regex(/^https:\/\//, 'badRequest'),
    keys: z.object({ p256dh: base64url(86, 90), auth: base64url(22, 24) }),
    deviceName: safeText(80, 'badRequest').trim().min(1, 'badRequest'),
  }),
  reply: z.object({ status: okStatus, id: z.uuid() }),
});
