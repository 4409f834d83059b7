import { describe, expect, it } from 'vitest';
import { timeAtCenter, untilAtCenter } from './center-time';

const chicago = 'America/Chicago';

describe('times at a center', () => {
  it('reads the center’s own clock', () => {
    expect(timeAtCenter(new Date('2026-06-15T15:15:00Z'), chicago, 'en')).toMatch(/^10:15\sAM$/);
    expect(timeAtCenter(new Date('2026-06-15T15:15:00Z'), 'America/Los_Angeles', 'es')).toMatch(/^8:15\sa\.\s?m\.$/);
  });

  it('says a time after "until" as a sentence does: Spanish with the hour’s article, "la" for one o’clock', () => {
    expect(untilAtCenter(new Date('2026-06-15T15:15:00Z'), chicago, 'en')).toMatch(/^10:15\sAM$/);
    expect(untilAtCenter(new Date('2026-06-15T15:15:00Z'), chicago, 'es')).toMatch(/^las 10:15\sa\.\s?m\.$/);
    expect(untilAtCenter(new Date('2026-06-15T18:15:00Z'), chicago, 'es')).toMatch(/^la 1:15\sp\.\s?m\.$/);
    expect(untilAtCenter(new Date('2026-06-15T06:05:00Z'), chicago, 'es')).toMatch(/^la 1:05\sa\.\s?m\.$/);
    expect(untilAtCenter(new Date('2026-06-15T17:40:00Z'), chicago, 'es')).toMatch(/^las 12:40\sp\.\s?m\.$/);
  });
});
