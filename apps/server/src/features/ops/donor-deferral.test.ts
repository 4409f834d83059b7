import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { createLocation } from '../../db/factories/locations';
import { createStaff } from '../../db/factories/staff';
import { donorDeferrals } from '../../db/schema/index';
import { signIn, signInStaff } from '../../test/sign-in';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app';

let t: TestApp;
let secret: string;
let austin: number;

beforeAll(async () => {
  t = await createTestApp();
  austin = (await createLocation(t.database.db, { name: 'Austin North' })).id;
  const admin = await signInStaff(t, (await createStaff(t.database.db, 'admin')).email);
  secret = (
    await t.call('integrations/createApiClient', { name: 'DMS deferrals', operations: ['donors'] } as never, { token: admin })
  ).json<{ secret: string }>().secret;
});
afterAll(() => t.close());

const changedAt = new Date(new Date(TEST_NOW).getTime() - 3_600_000).toISOString();

function put(donorNumber: string, deferral: unknown, lang = 'en') {
  return t.app.inject({
    method: 'PUT',
    url: `/api/ops/donors/${donorNumber}`,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}`, 'accept-language': lang },
    payload: JSON.stringify({
      changedAt,
      firstName: 'Nora',
      lastName: 'Vega',
      birthDate: '1990-04-15',
      identity: { typeId: 1, last4: '2468' },
      email: 'nora.deferral@example.com',
      homeLocationID: austin,
      deferral,
    }),
  });
}

describe('a deferral sent with a donor (PUT /api/ops/donors)', () => {
  it('is recorded as a visit’s is, once, and shown to the donor on home', async () => {
    await createDonor(t.database.db, { donorNumber: 'DEF0001', email: 'nora.deferral@example.com', homeLocationId: austin });
    const res = await put('DEF0001', { code: 'iron', until: '2026-07-01' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ deferralRecorded: true });
    // A sync sending the same record again records nothing more.
    expect((await put('DEF0001', { code: 'iron', until: '2026-07-01' })).json()).toMatchObject({ deferralRecorded: false });

    const { token } = await signIn(t, 'nora.deferral@example.com');
    const shown = await t.call('stickyAnnouncement/getDonorDeferralStatus', {}, { token, lang: 'es' });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({ deferralStatus: { code: 'iron', permanent: false, until: '2026-07-01' } });
    expect(shown.json<{ deferralStatus: { reason: string } }>().deferralStatus.reason.length).toBeGreaterThan(0);
    const rows = await t.database.db.select().from(donorDeferrals);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ visitId: null, deferredAt: new Date(changedAt) });
  });

  it('refuses a deferral ending before the change with a 400 naming the field, writing nothing', async () => {
    const before = await t.database.db.select().from(donorDeferrals);
    const res = await put('DEF0002', { code: 'travel', until: '2026-01-01' }, 'es');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: { path: string; message: string }[] }>().fields[0]).toMatchObject({ path: 'deferral.until' });
    const bad = await put('DEF0002', { code: 'not-a-code', until: null });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fields: { path: string }[] }>().fields.map((f) => f.path)).toContain('deferral.code');
    expect(await t.database.db.select().from(donorDeferrals)).toHaveLength(before.length);
    expect((await t.database.db.select().from(donorDeferrals).where(eq(donorDeferrals.code, 'travel'))).length).toBe(0);
  });
});
