import { describe, expect, it } from 'vitest';
import { visitTitle } from './visit-format';

describe('visit row texts (spec 2.10)', () => {
  it('joins the provider and the center name without digits, without saying the provider twice', () => {
    expect(visitTitle('Demo Plasma', 'Demo Plasma Houston 2')).toBe('Demo Plasma Houston');
    expect(visitTitle('Acme Plasma', 'Tampa 3 Fowler')).toBe('Acme Plasma Tampa Fowler');
  });
});
