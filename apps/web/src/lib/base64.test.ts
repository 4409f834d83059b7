import { describe, expect, it } from 'vitest';
import { base64Of } from './base64';

describe('base64Of', () => {
  it('encodes bytes, also past one chunk', () => {
    expect(base64Of(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe('iVBORw==');
    const large = new Uint8Array(0x8000 * 2 + 3).fill(0xff);
    expect(atob(base64Of(large)).length).toBe(large.length);
  });
});
