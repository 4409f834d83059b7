import { describe, expect, it } from 'vitest';
import { dateFormat } from './date-format';

describe('dateFormat', () => {
  it('makes one format per locale and options, and formats as Intl does', () => {
    const first = dateFormat('es-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    expect(dateFormat('es-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })).toBe(first);
    expect(dateFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })).not.toBe(first);
    expect(dateFormat('es-US', { month: 'long', year: 'numeric', timeZone: 'America/Chicago' })).not.toBe(first);
    expect(first.format(new Date('2024-03-05T12:00:00Z'))).toBe('marzo de 2024');
  });
});
