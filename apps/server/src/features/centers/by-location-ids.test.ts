import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { createLocation } from '../../db/factories/locations';
import { signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await createDonor(t.database.db, { email: 'centers@example.com' });
  token = (await signIn(t, 'centers@example.com')).token;
});
afterAll(() => t.close());

describe('location/bylocationids (a prepared statement)', () => {
  it('answers the centers asked for, once each, by name; unknown ids are left out; new centers are found', async () => {
    const zeta = await createLocation(t.database.db, { name: 'Zeta Plasma' });
    const alpha = await createLocation(t.database.db, { name: 'Alpha Plasma' });
    const names = async (locationids: number[]) => {
      const res = await t.call('location/bylocationids', { locationids }, { token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ locations: { name: string }[] }>().locations.map((location) => location.name);
    };
    expect(await names([zeta.id, alpha.id, zeta.id, 999_999])).toEqual(['Alpha Plasma', 'Zeta Plasma']);
    expect(await names([zeta.id])).toEqual(['Zeta Plasma']);
    const later = await createLocation(t.database.db, { name: 'Middle Plasma' });
    expect(await names([later.id, zeta.id, alpha.id])).toEqual(['Alpha Plasma', 'Middle Plasma', 'Zeta Plasma']);
  });
});
