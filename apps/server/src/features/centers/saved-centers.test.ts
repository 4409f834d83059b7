import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { createLocation } from '../../db/factories/locations';
import { signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let phoenix: number;
let tucson: number;
let austin: number;

beforeAll(async () => {
  t = await createTestApp();
  phoenix = (await createLocation(t.database.db, { name: 'Phoenix Camelback', city: 'Phoenix', stateCode: 'AZ' })).id;
  tucson = (await createLocation(t.database.db, { name: 'Tucson Grant', city: 'Tucson', stateCode: 'AZ' })).id;
  austin = (await createLocation(t.database.db, { name: 'Austin North', city: 'Austin', stateCode: 'TX' })).id;
  await createDonor(t.database.db, { email: 'pre@example.com', status: 'predonor' });
  await createDonor(t.database.db, { email: 'pending@example.com', status: 'referral_pending' });
  await createDonor(t.database.db, { email: 'regular@example.com', status: 'donor', homeLocationId: austin });
});
afterAll(() => t.close());

type Saved = { savedLocations: number[]; lastDonationLocationId: number | null };

describe('saved centers (spec 4 "Donor status")', () => {
  it('saving makes the center home; deleting falls back to the most recently saved one left, then null', async () => {
    const { token } = await signIn(t, 'pre@example.com');
    await t.call('location/saveLocation', { locationId: phoenix }, { token });
    t.clock.advance(1_000);
    const saved = await t.call('location/saveLocation', { locationId: tucson }, { token });
    expect(saved.json<Saved>()).toMatchObject({ savedLocations: [phoenix, tucson], lastDonationLocationId: tucson });
    t.clock.advance(1_000);
    await t.call('location/saveLocation', { locationId: austin }, { token });

    const afterAustin = await t.call('location/deleteLocation', { locationId: austin }, { token });
    expect(afterAustin.json<Saved>()).toMatchObject({ savedLocations: [phoenix, tucson], lastDonationLocationId: tucson });
    await t.call('location/deleteLocation', { locationId: tucson }, { token });
    const empty = await t.call('location/deleteLocation', { locationId: phoenix }, { token });
    expect(empty.json<Saved>()).toMatchObject({ savedLocations: [], lastDonationLocationId: null });
  });

  it('lets referral-pending donors save centers too, but not regular donors', async () => {
    const pending = await signIn(t, 'pending@example.com');
    expect(
      (await t.call('location/saveLocation', { locationId: austin }, { token: pending.token })).json<Saved>().lastDonationLocationId,
    ).toBe(austin);
    const regular = await signIn(t, 'regular@example.com');
    const refused = await t.call('location/saveLocation', { locationId: phoenix }, { token: regular.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'savedCentersNotAllowed' });
    expect((await t.call('location/deleteLocation', { locationId: austin }, { token: regular.token })).statusCode).toBe(403);
  });

  it('refuses a center that does not exist', async () => {
    const { token } = await signIn(t, 'pre@example.com');
    expect((await t.call('location/saveLocation', { locationId: 999_999 }, { token })).json()).toMatchObject({
      status: 404,
      code: 'locationNotFound',
    });
  });

  it('lists savable centers by state and city', async () => {
    const { token } = await signIn(t, 'pre@example.com');
    const az = await t.call('location/getSavableLocations', { state: 'az' }, { token });
    expect(az.json<{ locations: { locationID: number }[] }>().locations.map((l) => l.locationID)).toEqual([phoenix, tucson]);
    const city = await t.call('location/getSavableLocations', { state: 'AZ', city: 'Tucson' }, { token });
    expect(city.json<{ locations: { locationID: number }[] }>().locations.map((l) => l.locationID)).toEqual([tucson]);
  });
});

describe("'Find Nearest Center'", () => {
  it('lists the cities of a state and its centers with their marketing pages, signed out', async () => {
    const res = await t.call('location/searchCenters', { state: 'AZ' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ cities: string[]; locations: { locationID: number; pageSlug: string }[] }>();
    expect(body.cities).toEqual(['Phoenix', 'Tucson']);
    expect(body.locations.map((l) => l.pageSlug)).toEqual([`center/${phoenix}`, `center/${tucson}`]);
    const tucsonOnly = await t.call('location/searchCenters', { state: 'AZ', city: 'tucson' });
    expect(tucsonOnly.json<{ locations: unknown[] }>().locations).toHaveLength(1);
    expect((await t.call('location/searchCenters', { state: 'ZZ' })).json()).toMatchObject({
      status: 400,
      fields: [expect.objectContaining({ code: 'stateInvalid' })],
    });
  });
});
