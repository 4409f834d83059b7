import { describe, expect, it } from 'vitest';
import { formatTimeIn } from '../../../lib/dates/dates';
import { untilOf } from './format';

describe('times of a center in a sentence', () => {
  it('shows the center’s clock, and after "hasta" the Spanish hour’s article: "la" at one o’clock', () => {
    expect(formatTimeIn('2026-06-15T13:15:00-05:00', 'America/Chicago', 'es')).toMatch(/^1:15\sp\.\s?m\.$/);
    expect(untilOf('2026-06-15T13:15:00-05:00', 'America/Chicago', 'es')).toMatch(/^la 1:15\sp\.\s?m\.$/);
    expect(untilOf('2026-06-15T09:35:00-05:00', 'America/Chicago', 'es')).toMatch(/^las 9:35\sa\.\s?m\.$/);
    expect(untilOf('2026-06-15T09:35:00-05:00', 'America/Chicago', 'en')).toMatch(/^9:35\sAM$/);
  });
});
