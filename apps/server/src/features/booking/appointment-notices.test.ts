import { describe, expect, it } from 'vitest';
import { untilAtCenter } from './appointment-notices';

describe('the time a waitlist chair is held until', () => {
  it('reads as a sentence says it after "until", in the center’s zone: Spanish with the hour’s article', () => {
    const chicago = 'America/Chicago';
    expect(untilAtCenter(new Date('2026-06-15T15:15:00Z'), chicago, 'en')).toMatch(/^10:15\sAM$/);
    expect(untilAtCenter(new Date('2026-06-15T15:15:00Z'), chicago, 'es')).toMatch(/^las 10:15\sa\.\s?m\.$/);
    expect(untilAtCenter(new Date('2026-06-15T18:15:00Z'), chicago, 'es')).toMatch(/^la 1:15\sp\.\s?m\.$/);
    expect(untilAtCenter(new Date('2026-06-15T06:05:00Z'), chicago, 'es')).toMatch(/^la 1:05\sa\.\s?m\.$/);
    expect(untilAtCenter(new Date('2026-06-15T17:40:00Z'), chicago, 'es')).toMatch(/^las 12:40\sp\.\s?m\.$/);
  });
});
