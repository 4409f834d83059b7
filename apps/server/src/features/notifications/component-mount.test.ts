import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { screenViews } from '../../db/schema/index';
import { signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await createDonor(t.database.db, { email: 'b1b2@example.com', status: 'predonor' });
});
afterAll(() => t.close());

describe('analytics/componentMount', () => {
  it('stores the screen, the server-known status and coarse coordinates only', async () => {
    const { token } = await signIn(t, 'b1b2@example.com');
    const res = await t.call(
      'analytics/componentMount',
      { mountedComponent: 'Notifications', timezone: 'America/Chicago', coords: { lat: 30.26714, lng: -97.74306 } },
      { token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const [view] = await t.database.db.select().from(screenViews).where(eq(screenViews.component, 'Notifications'));
    expect(view).toMatchObject({ donorStatus: 'predonor', timezone: 'America/Chicago', lat: 30.3, lng: -97.7 });
    const free = await t.call(
      'analytics/componentMount',
      { mountedComponent: 'Home', additionalInfo: 'maria@example.com <script>' },
      { token },
    );
    expect(free.statusCode).toBe(400);
  });
});
