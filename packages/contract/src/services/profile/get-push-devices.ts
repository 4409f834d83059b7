import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';

/** One device that gets the donor's push notifications. */
export const pushDeviceSchema = z.object({
  id: z.uuid(),
  deviceName: z.string(),
  createdAt: z.iso.datetime(),
  /** Subscribed while signed in on the device making this call. */
  thisDevice: z.boolean(),
});

/**
 * `/profile` "Push notifications": the VAPID public key a browser subscribes with (null when the operator set no VAPID
 * keys: push is not offered) and the devices that get the donor's notifications, oldest first.
 */
export const getPushDevices = defineService({
  serviceName: 'profile',
  serviceType: 'getPushDevices',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({}),
  reply: z.object({ status: okStatus, publicKey: z.string().nullable(), devices: z.array(pushDeviceSchema) }),
});
