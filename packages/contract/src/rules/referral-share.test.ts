import { describe, expect, it } from 'vitest';
import { parseShareBody } from './referral-share';

describe('parseShareBody (spec 5 "Referral")', () => {
  it('gives the four messages', () => {
    expect(parseShareBody('email', ' ')).toBe('enterFriendEmail');
    expect(parseShareBody('email', 'friend@')).toBe('emailInvalid');
    expect(parseShareBody('phone', '')).toBe('enterFriendPhone');
    expect(parseShareBody('phone', '1_')).toBe('enterFriendPhone');
    expect(parseShareBody('phone', '1_123')).toBe('phoneInvalid');
    expect(parseShareBody('phone', '33_5125550100')).toBe('phoneInvalid');
    expect(parseShareBody('phone', '1_512_5550100')).toBe('phoneInvalid');
  });

  it('normalises good addresses', () => {
    expect(parseShareBody('email', ' Friend@Example.COM ')).toEqual({ channel: 'email', email: 'friend@example.com' });
    expect(parseShareBody('phone', '52_5512345678')).toEqual({ channel: 'phone', countryCode: '52', phoneNumber: '5512345678' });
  });
});
