import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation } from '../../db/factories/locations';
import { createBookableCenter, signedInDonor } from '../../test/booking';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signedInDonor(t)).token;
});
afterAll(() => t.close());

describe('location/getCenterHours', () => {
  it("answers a center's weekly hours in its zone, Sunday first, null on a closed weekday", async () => {
    const weekday = { open: '07:00', close: '19:00' };
    const center = await createBookableCenter(t, {
      weeklyHours: [null, weekday, weekday, weekday, weekday, weekday, { open: '08:00', close: '16:00' }],
    });
    const res = await t.call('location/getCenterHours', { locationID: center.id }, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 200,
      hours: {
        timeZone: 'America/Chicago',
        weeklyHours: [null, weekday, weekday, weekday, weekday, weekday, { open: '08:00', close: '16:00' }],
      },
    });
  });

  it('answers null for a center without a booking set-up, 404 for no such center, 400 naming a bad id, 401 signed out', async () => {
    const bare = await createLocation(t.database.db);
    expect((await t.call('location/getCenterHours', { locationID: bare.id }, { token })).json()).toEqual({ status: 200, hours: null });
    const missing = await t.call('location/getCenterHours', { locationID: 999_999 }, { token });
    expect(missing.json()).toMatchObject({ status: 404, code: 'locationNotFound' });
    const bad = await t.call('location/getCenterHours', { locationID: -1 }, { token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/locationID/);
    expect((await t.call('location/getCenterHours', { locationID: bare.id })).statusCode).toBe(401);
  });
});
