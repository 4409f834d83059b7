import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignFields } from '../../../db/factories/campaigns';
import { createDonor } from '../../../db/factories/donors';
import { createLocation } from '../../../db/factories/locations';
import { createStaff } from '../../../db/factories/staff';
import { notifications } from '../../../db/schema/index';
import { signInStaff } from '../../../test/sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ jobEngine: true });
});
afterAll(() => t.close());

describe('a campaign sent now', () => {
  it('is sent by the job engine at once, the job asked for once the schedule has committed', async () => {
    const center = (await createLocation(t.database.db)).id;
    const donor = await createDonor(t.database.db, { homeLocationId: center });
    const editor = await signInStaff(t, (await createStaff(t.database.db, 'content_editor')).email);
    const saved = await t.call('content/saveCampaign', { fields: campaignFields('Now', { centerIds: [center] }) }, { token: editor });
    const { id } = saved.json<{ id: string }>();
    const scheduled = await t.call('content/scheduleCampaign', { id }, { token: editor });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    // Not the minute's schedule: the engine polls every second for the job the call asked for.
    await expect
      .poll(async () => (await t.database.db.select().from(notifications).where(eq(notifications.campaignId, id))).map((n) => n.donorId), {
        timeout: 15_000,
        interval: 200,
      })
      .toEqual([donor.id]);
  });
});
