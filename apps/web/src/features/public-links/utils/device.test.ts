import { describe, expect, it } from 'vitest';
import { isWebAddress } from '../api/public-links';
import { detectDevice } from './device';

describe('detectDevice', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36', 'Android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'iOS'],
    ['Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)', 'iOS'],
    ['Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) Edge/15', 'Windows Phone'],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/120', 'unknown'],
  ])('%s is %s', (agent, device) => {
    expect(detectDevice(agent)).toBe(device);
  });
});

describe('isWebAddress', () => {
  it('accepts only absolute http(s) addresses', () => {
    expect(isWebAddress('https://apps.apple.com/app')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('//evil.example')).toBe(false);
    expect(isWebAddress(42)).toBe(false);
  });
});
