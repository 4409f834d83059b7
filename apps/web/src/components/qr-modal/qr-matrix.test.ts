import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-matrix';
import { downloadUrl } from './download-url';

describe('qrPath', () => {
  it('draws one unit square per dark module, shifted by the quiet zone', () => {
    const dark = new Set(['0,0', '1,2']);
    expect(qrPath(3, (row, col) => dark.has(`${row},${col}`), 4)).toBe('M4 4h1v1h-1zM6 5h1v1h-1z');
  });

  it('encodes the site /qrcode address as a real QR code', () => {
    const url = downloadUrl('https://portal.example.org');
    expect(url).toBe('https://portal.example.org/qrcode');
    const { modules } = create(url, { errorCorrectionLevel: 'M' });
    const path = qrPath(modules.size, (row, col) => Boolean(modules.get(row, col)), 4);
    expect(modules.size).toBeGreaterThanOrEqual(21);
    expect(path.split('z').length - 1).toBe(Array.from(modules.data).filter(Boolean).length);
  });
});
