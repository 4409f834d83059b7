import { describe, expect, it } from 'vitest';
import { iconDataUrl } from './notification-icon';

describe('iconDataUrl', () => {
  it('turns the precached icon into a data URL of its bytes and type', async () => {
    const cached = new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'content-type': 'image/png' } });
    await expect(iconDataUrl('/icons/icon-192.png', cached)).resolves.toBe('data:image/png;base64,iVBORw==');
  });

  it('falls back to the path without a cached copy or with a failed one', async () => {
    await expect(iconDataUrl('/icons/icon-192.png', undefined)).resolves.toBe('/icons/icon-192.png');
    await expect(iconDataUrl('/icons/icon-192.png', new Response('', { status: 404 }))).resolves.toBe('/icons/icon-192.png');
  });
});
