import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../../db/factories/donors';
import { createLocation } from '../../../db/factories/locations';
import { createStaff } from '../../../db/factories/staff';
import { auditLog } from '../../../db/schema/index';
import { defaultCommunicationPreferences } from '../../../domain/communication-preferences';
import { signInStaff } from '../../../test/sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let donorId: string;
let otherCenterDonorId: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const austin = (await createLocation(t.database.db)).id;
  const houston = (await createLocation(t.database.db)).id;
  donorId = (await createDonor(t.database.db, { homeLocationId: austin })).id;
  otherCenterDonorId = (await createDonor(t.database.db, { homeLocationId: houston })).id;
  tokens.staff = await signInStaff(t, (await createStaff(t.database.db, 'center_staff', { centerIds: [austin] })).email);
  tokens.care = await signInStaff(t, (await createStaff(t.database.db, 'donor_care')).email);
  tokens.editor = await signInStaff(t, (await createStaff(t.database.db, 'content_editor')).email);
});
afterAll(() => t.close());

const textOffersOn = { ...defaultCommunicationPreferences, sms: { ...defaultCommunicationPreferences.sms, promotions: true } };

describe("a donor's consent history in the console", () => {
  it("records a change made by staff on the donor's request, and shows it in the audited history", async () => {
    const changed = await t.call(
      'staff/updateDonorCommunicationPreferences',
      { donorId, communicationPreferences: textOffersOn },
      { token: tokens.care },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const read = await t.call('staff/getConsentHistory', { donorId }, { token: tokens.staff });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({
      communicationPreferences: textOffersOn,
      records: [{ channel: 'sms', kind: 'promotions', granted: true, source: 'staff', recordedAt: t.clock.now().toISOString() }],
    });
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.donorId, donorId), eq(auditLog.action, 'staff/getConsentHistory')));
    expect(audited).toHaveLength(1);
  });

  it('is scoped like the donor context: 404 outside the member’s centers, 403 for a role without donor views', async () => {
    expect((await t.call('staff/getConsentHistory', { donorId: otherCenterDonorId }, { token: tokens.staff })).statusCode).toBe(404);
    expect(
      (
        await t.call(
          'staff/updateDonorCommunicationPreferences',
          { donorId: otherCenterDonorId, communicationPreferences: textOffersOn },
          { token: tokens.staff },
        )
      ).statusCode,
    ).toBe(404);
    expect((await t.call('staff/getConsentHistory', { donorId }, { token: tokens.editor })).statusCode).toBe(403);
    expect((await t.call('staff/getConsentHistory', { donorId: 'not-an-id' }, { token: tokens.care })).statusCode).toBe(400);
  });
});
