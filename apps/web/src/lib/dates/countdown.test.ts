import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsUntil } from './countdown';

describe('resend countdown', () => {
  it('counts whole seconds up, so the wait reads 5:00 right after a code is sent', () => {
    expect(formatCountdown(secondsUntil(300_000, 0))).toBe('5:00');
    expect(secondsUntil(300_000, 1)).toBe(300);
    expect(secondsUntil(300_000, 1_000)).toBe(299);
    expect(formatCountdown(secondsUntil(300_000, 240_500))).toBe('1:00');
  });

  it('stops at zero once the wait is over', () => {
    expect(secondsUntil(10_000, 10_000)).toBe(0);
    expect(secondsUntil(10_000, 99_000)).toBe(0);
    expect(formatCountdown(0)).toBe('0:00');
  });

  it('pads seconds and keeps minutes unpadded', () => {
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(600)).toBe('10:00');
  });
});
