import { describe, expect, it } from 'vitest';
import { wallTime, weekdayName } from '../../../lib/dates/wall-time';
import { sameHourRuns } from './center-hours';

const weekday = { open: '07:00', close: '19:00' };
const weekend = { open: '08:00', close: '16:00' };

describe('sameHourRuns', () => {
  it('puts days in a row with the same hours together, Monday first, a closed day on its own', () => {
    expect(sameHourRuns([weekend, weekday, weekday, weekday, weekday, weekday, weekend])).toEqual([
      { from: 1, to: 5, hours: weekday },
      { from: 6, to: 0, hours: weekend },
    ]);
    expect(sameHourRuns([null, weekday, weekday, null, weekday, weekday, weekend])).toEqual([
      { from: 1, to: 2, hours: weekday },
      { from: 3, to: 3, hours: null },
      { from: 4, to: 5, hours: weekday },
      { from: 6, to: 6, hours: weekend },
      { from: 0, to: 0, hours: null },
    ]);
  });
});

describe('wall times and weekdays', () => {
  it('are written as each language writes them, whatever the browser’s zone', () => {
    expect(wallTime('07:00', 'en-US')).toMatch(/^7:00\sAM$/);
    expect(wallTime('19:30', 'es-US')).toMatch(/^7:30\sp\.\s?m\.$/);
    expect(weekdayName(0, 'en-US')).toBe('Sunday');
    expect(weekdayName(1, 'es-US', 'short')).toBe('lun');
  });
});
