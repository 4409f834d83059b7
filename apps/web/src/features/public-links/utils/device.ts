import type { QrDeviceType } from '@portal/contract/constants';

/** The phone's system from its user agent (spec 7 `/scan-qr` types). Windows Phone says "Android" too, so it is checked first. */
export function detectDevice(userAgent: string): QrDeviceType {
  if (/windows phone/i.test(userAgent)) return 'Windows Phone';
  if (/android/i.test(userAgent)) return 'Android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'iOS';
  return 'unknown';
}

const DEVICE_KEY = 'portal.deviceId';

/** A random id for this browser, kept so that repeated scans count as one device. */
export function deviceId(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage): string {
  try {
    const stored = storage?.getItem(DEVICE_KEY);
    if (stored) return stored;
    const id = crypto.randomUUID();
    storage?.setItem(DEVICE_KEY, id);
    return id;
  } catch {
    return crypto.randomUUID();
  }
}
