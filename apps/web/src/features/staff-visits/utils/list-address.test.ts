import { describe, expect, it } from 'vitest';
import { listQueryOf, listSearchOf } from './list-address';

describe('the visits list in the address', () => {
  it('keeps only what differs from the defaults, and reads it back the same', () => {
    const query = { ...listQueryOf(new URLSearchParams()), page: 2, donorNumber: 'D1000001', from: '2026-11-01', sort: 'points' as const };
    const search = listSearchOf(query);
    expect(search.toString()).toBe('page=2&sort=points&from=2026-11-01&donorNumber=D1000001');
    expect(listQueryOf(search)).toEqual(query);
  });

  it('fills what the address does not say with the defaults, ignores names it does not know, and asks the rest as it is', () => {
    expect(listQueryOf(new URLSearchParams('utm=x&constructor=x&toString=y'))).toEqual({
      page: 1,
      pageSize: 25,
      sort: 'checkin',
      direction: 'desc',
      from: null,
      to: null,
      donorNumber: null,
      locationID: null,
    });
    // The server answers these with its message (a 400 naming the field), shown above the table.
    expect(listQueryOf(new URLSearchParams('from=2026-11-10&to=2026-11-01&locationID=abc&page=2'))).toMatchObject({
      from: '2026-11-10',
      to: '2026-11-01',
      locationID: 'abc',
      page: 2,
    });
  });
});
