import { describe, expect, it } from 'vitest';
import { initialTab } from './initial-tab';

describe('donating today initial tab', () => {
  it('comes from navigation state, Before otherwise', () => {
    expect(initialTab({ tab: 'during' })).toBe('during');
    expect(initialTab({ tab: 'after' })).toBe('after');
    expect(initialTab({ tab: 'elsewhere' })).toBe('before');
    expect(initialTab(null)).toBe('before');
    expect(initialTab('during')).toBe('before');
  });
});
