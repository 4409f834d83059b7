import type { QrDeviceType } from '@portal/contract/constants';

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

async function postJson(url: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** `POST /api/redirect360/url {id}`: the target at `data.data`, or null when missing or not a web address. */
export async function fetchRedirectTarget(id: string): Promise<string | null> {
  const reply = (await postJson('/api/redirect360/url', { id })) as { data?: { data?: unknown } };
  const target = reply.data?.data;
  return isWebAddress(target) ? target : null;
}

/** `POST /api/scan-qr {deviceID, type}`: the store link for the device. */
export async function postQrScan(deviceID: string, type: QrDeviceType): Promise<string | null> {
  const reply = (await postJson('/api/scan-qr', { deviceID, type })) as { data?: { url?: unknown } };
  const url = reply.data?.url;
  return isWebAddress(url) ? url : null;
}
