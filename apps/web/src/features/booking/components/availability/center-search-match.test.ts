import { describe, expect, it } from 'vitest';
import { matchCenters } from './center-search-match';

const center = (locationID: number, name: string, city: string, zipCode: string) => ({
  locationID,
  name,
  address: { addressLine1: `${locationID} Main St`, city, state: 'TX', zipCode },
});
const centers = [
  center(1, 'Plasma Houston North', 'Houston', '77002'),
  center(2, 'Plasma Austin', 'Austin', '78758'),
  center(3, 'Plasma San Marcos', 'San Marcos', '78666'),
  center(4, 'Plasma Houston Bellaire', 'Houston', '77401'),
];
const ids = (query: string) => matchCenters(centers, query).map((c) => c.locationID);

describe('matchCenters', () => {
  it('finds by city, ZIP code or name, by city then name', () => {
    expect(ids('houston')).toEqual([4, 1]);
    expect(ids('787')).toEqual([2]);
    expect(ids('Bellaire')).toEqual([4]);
  });

  it('needs every word, ignoring case and accents', () => {
    expect(ids('san márcos')).toEqual([3]);
    expect(ids('houston 77002')).toEqual([1]);
    expect(ids('houston austin')).toEqual([]);
  });

  it('lists the whole state when nothing is typed', () => {
    expect(ids('  ')).toEqual([2, 4, 1, 3]);
  });
});
