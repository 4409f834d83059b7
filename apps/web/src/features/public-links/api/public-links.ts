import type { QrDeviceType } from '@portal/contract/constants';
import { postJson } from '../../../lib/rest';

/** An absolute http(s) address: the only kind these pages send the browser to (no `javascript:` or relative URLs). */
export function isWebAddress(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** `POST /api/redirect360/url {id}`: the target at `data.data`, or null when missing or not a web address. */
export async function fetchRedirectTarget(id: string): Promise<string | null> {
  const reply = await postJson<{ data?: { data?: unknown } }>('/api/redirect360/url', { id });
  const target = reply.data?.data;
  return isWebAddress(target) ? target : null;
}

/** `POST /api/scan-qr {deviceID, type}`: the store link for the device. */
export async function postQrScan(deviceID: string, type: QrDeviceType): Promise<string | null> {
  const reply = await postJson<{ data?: { url?: unknown } }>('/api/scan-qr', { deviceID, type });
  const url = reply.data?.url;
  return isWebAddress(url) ? url : null;
}
