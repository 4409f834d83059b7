import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { createLocation } from '../../db/factories/locations';
import { createStaff } from '../../db/factories/staff';
import { closedAccountRefusals, consentRecords, donorFieldChanges, donors } from '../../db/schema/index';
import { signIn, signInStaff } from '../../test/sign-in';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app';

let t: TestApp;
let secret: string;
let austinOnly: string;
let austin: number;
let houston: number;

beforeAll(async () => {
  t = await createTestApp();
  austin = (await createLocation(t.database.db, { name: 'Austin North' })).id;
  houston = (await createLocation(t.database.db, { name: 'Houston East' })).id;
  const admin = await signInStaff(t, (await createStaff(t.database.db, 'admin', { email: 'donors.admin@staff.example.com' })).email);
  const create = async (params: Record<string, unknown>) =>
    (await t.call('integrations/createApiClient', params as never, { token: admin })).json<{ secret: string }>().secret;
  secret = await create({ name: 'DMS donors', operations: ['donors'] });
  austinOnly = await create({ name: 'Austin DMS', operations: ['donors'], centerIds: [austin] });
});
afterAll(() => t.close());

const hourBefore = new Date(new Date(TEST_NOW).getTime() - 3_600_000).toISOString();
const hourAfter = new Date(new Date(TEST_NOW).getTime() + 3_600_000).toISOString();

function record(overrides: Record<string, unknown> = {}) {
  return {
    changedAt: hourBefore,
    firstName: 'Marco',
    lastName: 'Ruiz',
    birthDate: '1985-03-09',
    identity: { typeId: 1, last4: '4321' },
    email: null,
    phone: '5125550111',
    address: { addressLine1: '12 Elm St', city: 'Austin', state: 'TX', zipCode: '78702' },
    homeLocationID: austin,
    language: 'es',
    communicationPreferences: {
      email: { rewards: true, promotions: false, reminders: true },
      sms: { rewards: false, promotions: false, reminders: true },
      push: { rewards: false, promotions: false, reminders: false },
    },
    ...overrides,
  };
}

function put(donorNumber: string, body: unknown, key = secret) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/ops/donors/${donorNumber}`,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    payload: JSON.stringify(body),
  });
}

describe('PUT /api/ops/donors/{donorNumber}', () => {
  it('creates a donor who can then register as an existing donor, the center’s choices in the consent history', async () => {
    const res = await put('CTR0001', record());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ created: true, donorNumber: 'CTR0001', keptPortal: [] });
    const [donor] = await t.database.db.select().from(donors).where(eq(donors.donorNumber, 'CTR0001'));
    expect(donor).toMatchObject({ firstName: 'Marco', language: 'es', passwordHash: null, homeLocationId: austin, identLast4: '4321' });
    const consents = await t.database.db.select().from(consentRecords).where(eq(consentRecords.donorId, donor!.id));
    expect(consents).toHaveLength(9);
    expect(consents.every((row) => row.source === 'center')).toBe(true);

    const lookup = await t.call('registration/lookupDonor', { donorNumber: 'CTR0001', identValueLast4: '4321', dob: '03-09-1985' });
    expect(lookup.statusCode, lookup.body).toBe(200);

    const again = await put('CTR0001', record());
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: false, applied: [], keptPortal: [] });
  });

  it('keeps a donor’s newer portal edit per field, applies the rest, and records each side’s change', async () => {
    const donor = await createDonor(t.database.db, {
      donorNumber: 'CTR0002',
      email: 'paula.ctr@example.com',
      homeLocationId: austin,
      addressLine1: '12 Elm St',
      city: 'Austin',
      stateCode: 'TX',
      zipCode: '78702',
    });
    const { token } = await signIn(t, 'paula.ctr@example.com');
    const edit = await t.call(
      'profile/updateProfile',
      {
        firstName: donor.firstName,
        lastName: donor.lastName,
        dob: '04-15-1990',
        gender: 'F',
        phone: { countryCode: '1', phoneNumber: '5125550188' },
        address: { addressLine1: '12 Elm St', city: 'Austin', state: 'TX', zipCode: '78702' },
      } as never,
      { token },
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const portalRows = await t.database.db
      .select()
      .from(donorFieldChanges)
      .where(and(eq(donorFieldChanges.donorId, donor.id), eq(donorFieldChanges.source, 'portal')));
    expect(portalRows.map((row) => row.field)).toEqual(['phone']);

    // The center's record is older than the donor's edit: the phone stays the donor's, the new last name is applied.
    const older = await put(
      'CTR0002',
      record({ email: 'paula.ctr@example.com', lastName: 'Gomez', phone: '5125550999', changedAt: hourBefore }),
    );
    expect(older.statusCode, older.body).toBe(200);
    expect(older.json<{ keptPortal: string[] }>().keptPortal).toEqual(['phone']);
    expect(older.json<{ applied: string[] }>().applied).toContain('name');
    let [row] = await t.database.db.select().from(donors).where(eq(donors.id, donor.id));
    expect(row).toMatchObject({ phoneNumber: '5125550188', lastName: 'Gomez' });

    // A newer center record wins.
    const newer = await put(
      'CTR0002',
      record({ email: 'paula.ctr@example.com', lastName: 'Gomez', phone: '5125550999', changedAt: hourAfter }),
    );
    expect(newer.json()).toMatchObject({ applied: ['phone'], keptPortal: [] });
    [row] = await t.database.db.select().from(donors).where(eq(donors.id, donor.id));
    expect(row?.phoneNumber).toBe('5125550999');
    const centerRows = await t.database.db
      .select()
      .from(donorFieldChanges)
      .where(and(eq(donorFieldChanges.donorId, donor.id), eq(donorFieldChanges.source, 'center')));
    expect(centerRows.filter((r) => r.field === 'phone')).toHaveLength(1);
    expect(centerRows.filter((r) => r.field === 'name')).toHaveLength(1);
    const consents = await t.database.db
      .select()
      .from(consentRecords)
      .where(and(eq(consentRecords.donorId, donor.id), eq(consentRecords.source, 'center')));
    expect(consents.length).toBeGreaterThan(0);
  });

  it('refuses contact data for a closed portal account, records the refusal, and still applies the rest', async () => {
    const donor = await createDonor(t.database.db, { homeLocationId: austin });
    await t.database.db
      .update(donors)
      .set({ closedAt: new Date(TEST_NOW), email: null, phoneNumber: null })
      .where(eq(donors.id, donor.id));
    const response = await put(donor.donorNumber, record({ email: 'back@example.com', language: 'en', changedAt: hourAfter }));
    expect(response.statusCode).toBe(200);
    const reply = response.json<{ applied: string[]; refusedClosed: string[] }>();
    expect(reply.refusedClosed).toEqual(expect.arrayContaining(['email', 'phone', 'address']));
    expect(reply.applied).not.toContain('email');
    const [row] = await t.database.db.select().from(donors).where(eq(donors.id, donor.id));
    expect(row).toMatchObject({ email: null, phoneNumber: null });
    const refusals = await t.database.db.select().from(closedAccountRefusals).where(eq(closedAccountRefusals.donorId, donor.id));
    expect(refusals).toHaveLength(1);
    expect(refusals[0]?.fields).toEqual(expect.arrayContaining(['email', 'phone']));
  });

  it('refuses bad input per field and writes nothing', async () => {
    const res = await put('CTR0003', record({ birthDate: '2030-01-01' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'birthDateInvalid', fields: [{ path: 'birthDate' }] });
    const unknown = await put('CTR0003', record({ homeLocationID: 999_999 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ fields: [{ path: 'homeLocationID' }] });
    expect((await put('BAD-NUMBER', record())).statusCode).toBe(400);
    const shape = await put('CTR0003', record({ identity: { typeId: 1, last4: '12' }, email: 'not-an-email' }));
    expect(shape.statusCode).toBe(400);
    expect(await t.database.db.select().from(donors).where(eq(donors.donorNumber, 'CTR0003'))).toHaveLength(0);
  });

  it('refuses a client limited to other centers (403)', async () => {
    expect((await put('CTR0004', record({ homeLocationID: houston }), austinOnly)).statusCode).toBe(403);
    expect((await put('CTR0004', record({ homeLocationID: houston }))).statusCode).toBe(201);
    // Moving a Houston donor to Austin is still touching a Houston donor.
    expect((await put('CTR0004', record({ homeLocationID: austin }), austinOnly)).statusCode).toBe(403);
    expect(await t.database.db.select().from(donors).where(eq(donors.donorNumber, 'CTR0004'))).toHaveLength(1);
  });
});
