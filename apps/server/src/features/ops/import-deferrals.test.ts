import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { createLocation } from '../../db/factories/locations';
import { createStaff } from '../../db/factories/staff';
import { donorDeferrals, donors } from '../../db/schema/index';
import { signIn, signInStaff } from '../../test/sign-in';
import { importDonorFile } from '../../test/imports';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app';

/** A donor line's deferral, recorded as `PUT /api/ops/donors` records it (`recordSentDeferral`), in the batch's statement. */
let t: TestApp;
let secret: string;
let austin: number;

beforeAll(async () => {
  t = await createTestApp();
  austin = (await createLocation(t.database.db, { name: 'Austin North' })).id;
  const admin = await signInStaff(t, (await createStaff(t.database.db, 'admin', { email: 'deferral.admin@staff.example.com' })).email);
  const created = await t.call('integrations/createApiClient', { name: 'DMS deferrals', operations: ['imports'] } as never, {
    token: admin,
  });
  secret = created.json<{ secret: string }>().secret;
});
afterAll(() => t.close());

const changedAt = new Date(new Date(TEST_NOW).getTime() - 3_600_000).toISOString();

const importFile = (body: string, type: string, lang = 'en') => importDonorFile(t, secret, body, type, lang);

const line = (donorNumber: string, email: string | null, deferral: unknown) =>
  JSON.stringify({
    donorNumber,
    changedAt,
    firstName: 'Nora',
    lastName: 'Vega',
    birthDate: '1990-04-15',
    identity: { typeId: 1, last4: '2468' },
    email,
    homeLocationID: austin,
    deferral,
  });

const deferralsOf = async (donorNumber: string) => {
  const [donor] = await t.database.db.select({ id: donors.id }).from(donors).where(eq(donors.donorNumber, donorNumber));
  if (!donor) throw new Error(`no donor ${donorNumber}`);
  return t.database.db.select().from(donorDeferrals).where(eq(donorDeferrals.donorId, donor.id));
};

describe(`POST /api/ops/imports: a donor line's deferral (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('records it once for a new and an existing donor, shown to the donor; the same file twice records nothing more', async () => {
    await createDonor(t.database.db, { donorNumber: 'IDF0002', email: 'nora.import@example.com', homeLocationId: austin });
    const file = [
      line('IDF0001', null, { code: 'iron', until: '2026-07-01' }),
      line('IDF0002', 'nora.import@example.com', { code: 'tattoo', until: null }),
      line('IDF0003', null, null),
    ].join('\n');
    const first = await importFile(file, 'application/x-ndjson');
    expect(first.counts).toEqual({ created: 2, updated: 1, unchanged: 0, refused: 0 });
    const created = await deferralsOf('IDF0001');
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ code: 'iron', until: '2026-07-01', visitId: null, deferredAt: new Date(changedAt) });
    expect(created[0]?.reason.en.length).toBeGreaterThan(0);
    expect(created[0]?.reason.es.length).toBeGreaterThan(0);
    expect(await deferralsOf('IDF0002')).toMatchObject([{ code: 'tattoo', until: null }]);
    expect(await deferralsOf('IDF0003')).toEqual([]);

    const again = await importFile(file, 'application/x-ndjson');
    expect(again.counts).toEqual({ created: 0, updated: 0, unchanged: 3, refused: 0 });
    expect(await deferralsOf('IDF0001')).toHaveLength(1);
    expect(await deferralsOf('IDF0002')).toHaveLength(1);

    const { token } = await signIn(t, 'nora.import@example.com');
    const shown = await t.call('stickyAnnouncement/getDonorDeferralStatus', {}, { token });
    expect(shown.json()).toMatchObject({ deferralStatus: { code: 'tattoo', permanent: true } });
  });

  it('reads a CSV deferral column, and refuses a deferral ending on or before the change naming deferral.until (en, es)', async () => {
    const header = 'donorNumber,changedAt,firstName,lastName,birthDate,identityTypeId,identityLast4,homeLocationID,deferral';
    const row = (number: string, deferral: string) => `${number},${changedAt},Nora,Vega,1990-04-15,1,2468,${austin},${deferral}`;
    const csv = [
      header,
      row('IDF0101', '"{""code"":""travel"",""until"":""2026-08-01""}"'),
      row('IDF0102', '"{""code"":""travel"",""until"":""2026-06-15""}"'),
      row('IDF0103', ''),
    ].join('\n');
    const es = await importFile(`${csv}\n`, 'text/csv', 'es');
    expect(es.counts).toEqual({ created: 2, updated: 0, unchanged: 0, refused: 1 });
    expect(es.refusedLines).toMatchObject([{ line: 3, field: 'deferral.until', code: 'donorDeferralUntilInvalid' }]);
    expect(await deferralsOf('IDF0101')).toMatchObject([{ code: 'travel', until: '2026-08-01' }]);
    expect(await t.database.db.select().from(donors).where(eq(donors.donorNumber, 'IDF0102'))).toHaveLength(0);
    const en = await importFile(`${csv}\n`, 'text/csv', 'en');
    expect(en.refusedLines[0]?.message).not.toBe(es.refusedLines[0]?.message);
    expect(en.refusedLines[0]?.message.length).toBeGreaterThan(0);
  });
});
