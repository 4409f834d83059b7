import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../../db/factories/donors';
import { createLocation } from '../../../db/factories/locations';
import { createStaff } from '../../../db/factories/staff';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signInStaff } from '../../../test/sign-in';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const austin = (await createLocation(t.database.db, { name: 'Demo Plasma Austin North' })).id;
  const houston = (await createLocation(t.database.db, { name: 'Demo Plasma Houston 2' })).id;
  await createDonor(t.database.db, { donorNumber: 'D7400001', firstName: 'Ana', homeLocationId: austin });
  await createDonor(t.database.db, { donorNumber: 'D7400002', firstName: 'Hugo', homeLocationId: houston });
  const staff = {
    manager: await createStaff(t.database.db, 'center_manager', { centerIds: [austin] }),
    houston: await createStaff(t.database.db, 'center_staff', { centerIds: [houston] }),
    care: await createStaff(t.database.db, 'donor_care'),
    admin: await createStaff(t.database.db, 'admin'),
  };
  for (const [name, member] of Object.entries(staff)) tokens[name] = await signInStaff(t, member.email);
});
afterAll(() => t.close());

const find = (who: string, donorNumber: string) => t.call('staff/findDonor', { donorNumber }, { token: tokens[who] ?? '' });

describe('staff/findDonor is scoped to the caller’s centers', () => {
  it('lets a center manager read a donor of her center, with the home center', async () => {
    const res = await find('manager', 'd7400001');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      donor: { donorNumber: 'D7400001', firstName: 'Ana', homeCenter: { name: 'Demo Plasma Austin North' } },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 404, never the row, for a donor of another center, as for a donor who does not exist', async () => {
    expect((await find('manager', 'D7400002')).json()).toMatchObject({ status: 404, code: 'donorNotFound' });
    expect((await find('houston', 'D7400001')).json()).toMatchObject({ status: 404, code: 'donorNotFound' });
    expect((await find('houston', 'D7400002')).statusCode).toBe(200);
    expect((await find('manager', 'D7499999')).json()).toMatchObject({ status: 404, code: 'donorNotFound' });
  });

  it('lets company-wide roles read donors of every center', async () => {
    for (const who of ['care', 'admin']) {
      for (const number of ['D7400001', 'D7400002']) expect((await find(who, number)).statusCode, `${who} ${number}`).toBe(200);
    }
  });
});
