import { describe, expect, it } from 'vitest';
import { earliestTextSendTime } from './quiet-hours';

const at = (iso: string) => new Date(iso);

describe('earliestTextSendTime', () => {
  it('holds a campaign text for a donor whose center has not reached 8:00 while another zone has', () => {
    const now = at('2026-06-15T13:30:00Z'); // 8:30 in Chicago, 6:30 in Los Angeles
    expect(earliestTextSendTime('campaign', 'America/Chicago', now)).toEqual(now);
    expect(earliestTextSendTime('campaign', 'America/Los_Angeles', now)).toEqual(at('2026-06-15T15:00:00Z'));
  });

  it('holds it from 21:00 at the center until 8:00 the next day there, across the date line of UTC', () => {
    const now = at('2026-06-16T01:30:00Z'); // 20:30 on the 15th in Chicago, 21:30 in New York
    expect(earliestTextSendTime('marketing', 'America/Chicago', now)).toEqual(now);
    expect(earliestTextSendTime('marketing', 'America/New_York', now)).toEqual(at('2026-06-16T12:00:00Z'));
  });

  it('finds 8:00 on the other side of a clock change', () => {
    // 22:00 on 7 March in Chicago (CST); the clocks go forward that night, so 8:00 on the 8th is 13:00 UTC.
    expect(earliestTextSendTime('campaign', 'America/Chicago', at('2026-03-08T04:00:00Z'))).toEqual(at('2026-03-08T13:00:00Z'));
  });

  it('never holds a code or a same-day reminder', () => {
    const night = at('2026-06-15T08:00:00Z'); // 3:00 in Chicago
    expect(earliestTextSendTime('code', 'America/Chicago', night)).toEqual(night);
    expect(earliestTextSendTime('same-day-reminder', 'America/Chicago', night)).toEqual(night);
  });

  it('treats 21:00 as quiet and 8:00 as open', () => {
    expect(earliestTextSendTime('campaign', 'UTC', at('2026-06-15T21:00:00Z'))).toEqual(at('2026-06-16T08:00:00Z'));
    expect(earliestTextSendTime('campaign', 'UTC', at('2026-06-15T08:00:00Z'))).toEqual(at('2026-06-15T08:00:00Z'));
  });
});
