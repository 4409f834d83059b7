import { describe, expect, it } from 'vitest';
import { pagePatternOf } from './page-paths';

describe('pages whose address holds a value', () => {
  it('are named by their pattern, never the value', () => {
    expect(pagePatternOf('/referral/referral-unique-code/K7MP2QXA')).toBe('/referral/referral-unique-code/:code');
    expect(pagePatternOf('/referral/referral-unique-code/k7mp2qxa/')).toBe('/referral/referral-unique-code/:code');
    expect(pagePatternOf('/appointments/6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b/check-in')).toBe('/appointments/:id/check-in');
    expect(pagePatternOf('/googlereview/redirectlink/101')).toBe('/googlereview/redirectlink/:id?');
    expect(pagePatternOf('/locationreview/google/locationid')).toBe('/locationreview/google/locationid/:id?');
  });

  it('leave other pages alone', () => {
    for (const path of ['/', '/appointments', '/referral', '/referral/referral-unique-code', '/appointments/1/check-in/more', '/profile'])
      expect(pagePatternOf(path), path).toBeNull();
  });
});
