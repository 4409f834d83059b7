import { describe, expect, it } from 'vitest';
import { citiesOf } from './search-centers';

const center = (locationID: number, city: string) => ({
  locationID,
  name: `Center ${locationID}`,
  address: { addressLine1: '1 Main St', city, state: 'TX', zipCode: '78758' },
});

describe('citiesOf', () => {
  it('lists each city once, sorted', () => {
    expect(citiesOf([center(1, 'Houston'), center(2, 'Austin'), center(3, 'Houston')])).toEqual(['Austin', 'Houston']);
    expect(citiesOf([])).toEqual([]);
  });
});
