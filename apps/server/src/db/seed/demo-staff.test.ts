import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation } from '../factories/locations';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PASSWORD } from './demo';
import { demoCenters } from './demo-centers';
import { seedDemoStaff } from './demo-staff';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  for (const center of demoCenters) await createLocation(t.database.db, center);
  await seedDemoStaff(t.database.db, DEMO_PASSWORD, t.clock.now());
});
afterAll(() => t.close());

describe('demo staff', () => {
  it.each([
    ['admin@example.com', 'admin', demoCenters.length],
    ['manager.austin@example.com', 'center_manager', ['Demo Plasma Austin North']],
    ['staff.houston@example.com', 'center_staff', ['Demo Plasma Houston 2']],
    ['care@example.com', 'donor_care', demoCenters.length],
    ['editor@example.com', 'content_editor', demoCenters.length],
  ] as const)('%s signs in with the demo password as %s', async (email, role, centers) => {
    const res = await t.call('staff/login', { email, password: DEMO_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const staff = res.json<{ staff: { role: string; centers: { name: string }[] } }>().staff;
    expect(staff.role).toBe(role);
    if (typeof centers === 'number') expect(staff.centers).toHaveLength(centers);
    else expect(staff.centers.map((c) => c.name)).toEqual(centers);
  });
});
