import { z } from 'zod';
import { qrDeviceTypes } from '../../constants';
import { defineRestRoute, okStatus } from '../../gateway';
import { safeId } from '../../rules/safe-input';

/** `POST /api/redirect360/url {id}` (spec 7): the target of a short link, from the server's allow-list. */
export const redirectUrlRoute = defineRestRoute({
  method: 'POST',
  url: '/api/redirect360/url',
  auth: 'public',
  body: z.object({ id: safeId(100) }),
  reply: z.object({ status: okStatus, data: z.object({ data: z.string() }) }),
  personalData: false,
});

/** `POST /api/scan-qr` (spec 7): records a scan of the app's QR code and answers the store link for the device. */
export const scanQrRoute = defineRestRoute({
  method: 'POST',
  url: '/api/scan-qr',
  auth: 'public',
  body: z.object({ deviceID: safeId(100), type: z.enum(qrDeviceTypes) }),
  reply: z.object({ status: okStatus, data: z.object({ url: z.string() }) }),
  personalData: false,
});
