import { describe, expect, it } from 'vitest';
import { formatDay, formatTime, visitTitle } from './visit-format';

describe('visit row texts (spec 2.10)', () => {
  it('joins the provider and the center name without digits, without saying the provider twice', () => {
    expect(visitTitle('Demo Plasma', 'Demo Plasma Houston 2')).toBe('Demo Plasma Houston');
    expect(visitTitle('Acme Plasma', 'Tampa 3 Fowler')).toBe('Acme Plasma Tampa Fowler');
  });
  it('shows dates as MM / DD / YYYY and check-in in the center’s time zone', () => {
    expect(formatDay('2026-06-09')).toBe('06 / 09 / 2026');
    expect(formatTime('2026-06-09T15:05:00Z', 'en-US', 'America/Chicago')).toBe('10:05 AM');
  });
});
