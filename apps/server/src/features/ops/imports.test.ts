import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { createLocation } from '../../db/factories/locations';
import { createStaff } from '../../db/factories/staff';
import {
  auditLog,
  consentRecords,
  donorFieldChanges,
  donors,
  importBatches,
  importJobs,
  importLines,
  locations,
  visits,
} from '../../db/schema/index';
import { consentHistory, donorsWithTextOffersConsent } from '../../domain/consent-records';
import { signInStaff } from '../../test/sign-in';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app';
import { applyImportBatch, applyStagedImports } from './imports/import-batches';

let t: TestApp;
let secret: string;
let austinOnly: string;
let noImports: string;
let austin: number;
let houston: number;

beforeAll(async () => {
  t = await createTestApp({ env: { IMPORT_MAX_BYTES: '4096' } });
  austin = (await createLocation(t.database.db, { name: 'Austin North' })).id;
  houston = (await createLocation(t.database.db, { name: 'Houston East' })).id;
  const admin = await signInStaff(t, (await createStaff(t.database.db, 'admin', { email: 'imports.admin@staff.example.com' })).email);
  const create = async (params: Record<string, unknown>) =>
    (await t.call('integrations/createApiClient', params as never, { token: admin })).json<{ secret: string }>().secret;
  secret = await create({ name: 'DMS nightly', operations: ['imports'] });
  austinOnly = await create({ name: 'Austin DMS import', operations: ['imports'], centerIds: [austin] });
  noImports = await create({ name: 'DMS donors only', operations: ['donors'] });
});
afterAll(() => t.close());

const deps = () => ({ db: t.database.db, clock: t.clock, config: t.config });

function post(kind: string, body: string, options: { type?: string; key?: string; headers?: Record<string, string> } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/ops/imports?kind=${kind}`,
    headers: { 'content-type': options.type ?? 'text/csv', authorization: `Bearer ${options.key ?? secret}`, ...options.headers },
    payload: body,
  });
}

async function report(id: string, key = secret, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/ops/imports/${id}${query}`, headers: { authorization: `Bearer ${key}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    state: string;
    totalLines: number;
    processedLines: number;
    counts: Record<string, number>;
    refusedLines: { line: number; field: string; code: string; message: string }[];
    nextAfter: number | null;
  }>();
}

/** Uploads, applies on the job's own function and answers the report. */
async function importFile(kind: string, body: string, options: { type?: string; key?: string } = {}) {
  const res = await post(kind, body, options);
  expect(res.statusCode, res.body).toBe(202);
  const { importID } = res.json<{ importID: string }>();
  expect(await applyStagedImports(deps())).toBe(false);
  return { id: importID, ...(await report(importID, options.key)) };
}

const header =
  'donorNumber,firstName,middleName,lastName,birthDate,identityTypeId,identityLast4,email,phone,addressLine1,addressLine2,city,state,zipCode,homeLocationID,status,language';

function donorCsv(rows: string[]): string {
  return `${header}\n${rows.join('\n')}\n`;
}

describe('POST /api/ops/imports (donors)', () => {
  let held: string;
  let csv: string;

  beforeAll(async () => {
    held = (await createDonor(t.database.db, { email: 'taken@example.com', password: null })).donorNumber;
    csv = donorCsv([
      `IMP0001,Ana,,Lopez,1990-01-02,1,1234,ana@example.com,5125550101,1 Main St,,Austin,TX,78701,${austin},donor,es`,
      `IMP0002,Ben,"J, Jr",Ng,1985-05-06,2,9876,,,,,,,,${houston},donor,en`,
      `IMP0003,Cy,,Doe,2999-01-01,1,1111,,,,,,,,,donor,en`,
      `bad number,Di,,Roe,1980-01-01,1,1111,,,,,,,,,donor,en`,
      `IMP0005,Ed,,Poe,1980-01-01,1,1111,,,,,,,,999999,donor,en`,
      `IMP0006,Flo,,Fox,1980-01-01,1,1111,taken@example.com,,,,,,,,donor,en`,
      `IMP0007,only,three`,
      `IMP0008,Gus,,Old,1980-01-01,1,1111,,,,,,,,,donor,en`,
      `IMP0008,Gus,,New,1980-01-01,1,1111,,,,,,,,,donor,en`,
    ]);
  });

  it('stages a CSV file, applies it in batches and reports each line: created, or refused naming the field', async () => {
    const first = await importFile('donors', csv);
    expect(first).toMatchObject({
      state: 'done',
      totalLines: 9,
      processedLines: 9,
      counts: { created: 3, updated: 0, unchanged: 0, refused: 6 },
    });
    expect(first.refusedLines.map(({ line, field, code }) => ({ line, field, code }))).toEqual([
      { line: 4, field: 'birthDate', code: 'birthDateInvalid' },
      { line: 5, field: 'donorNumber', code: 'donorNumberInvalid' },
      { line: 6, field: 'homeLocationID', code: 'locationNotFound' },
      { line: 7, field: 'email', code: 'alreadyExists' },
      { line: 8, field: 'line', code: 'lineNotParsed' },
      { line: 9, field: 'donorNumber', code: 'repeatedInFile' },
    ]);
    expect(first.refusedLines[0]?.message).toBe('The date of birth is a past date written YYYY-MM-DD.');
    const [ana] = await t.database.db.select().from(donors).where(eq(donors.donorNumber, 'IMP0001'));
    expect(ana).toMatchObject({
      firstName: 'Ana',
      email: 'ana@example.com',
      phoneNumber: '5125550101',
      homeLocationId: austin,
      language: 'es',
    });
    expect(ana?.passwordHash).toBeNull();
    const [ben] = await t.database.db.select().from(donors).where(eq(donors.donorNumber, 'IMP0002'));
    expect(ben).toMatchObject({ middleName: 'J, Jr', addressLine1: '', identLast4: '9876' });
    const [gus] = await t.database.db.select().from(donors).where(eq(donors.donorNumber, 'IMP0008'));
    expect(gus?.lastName).toBe('New');
    // Nothing half-written for a refused line: no donor, and the taken e-mail's holder untouched.
    for (const refused of ['IMP0003', 'IMP0005', 'IMP0006']) {
      expect(await t.database.db.select().from(donors).where(eq(donors.donorNumber, refused))).toHaveLength(0);
    }
    const [holder] = await t.database.db.select().from(donors).where(eq(donors.email, 'taken@example.com'));
    expect(holder?.donorNumber).toBe(held);
    // Applied lines keep no copy of the record; refused ones keep theirs for the report.
    const kept = await t.database.db.select().from(importLines).where(eq(importLines.importId, first.id));
    expect(
      kept
        .filter((line) => line.raw !== null)
        .map((line) => line.lineNo)
        .sort((a, b) => a - b),
    ).toEqual([4, 5, 6, 7, 8, 9]);
    const [audited] = await t.database.db.select().from(auditLog).where(eq(auditLog.objectId, first.id));
    expect(audited).toMatchObject({ action: 'ops/postImport', apiClientName: 'DMS nightly' });
  });

  it("records a new donor's default choices in her consent history: one row holding the set, read as nine choices", async () => {
    const [ana] = await t.database.db.select().from(donors).where(eq(donors.donorNumber, 'IMP0001'));
    const rows = await t.database.db.select().from(consentRecords).where(eq(consentRecords.donorId, ana!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: null, kind: null, granted: null, choices: ana!.communicationPreferences, source: 'center' });
    const history = await consentHistory(t.database.db, ana!.id);
    expect(history).toHaveLength(9);
    for (const choice of history) {
      expect(choice).toMatchObject({ source: 'center', recordedAt: rows[0]!.recordedAt, clientAddress: null });
      expect(choice.granted).toBe(ana!.communicationPreferences[choice.channel][choice.kind]);
    }
    // Offers by text need the donor's own choice: off by default, and the history says so.
    expect(history.find((choice) => choice.channel === 'sms' && choice.kind === 'promotions')?.granted).toBe(false);
    expect(await donorsWithTextOffersConsent(t.database.db, [ana!.id])).toEqual(new Set());
  });

  it('the same file again changes nothing: every applied line unchanged, no donor or change record written', async () => {
    const consentsBefore = await t.database.db.select().from(consentRecords);
    const changesBefore = await t.database.db.select().from(donorFieldChanges);
    const [before] = await t.database.db.select().from(donors).where(eq(donors.donorNumber, 'IMP0001'));
    const again = await importFile('donors', csv);
    expect(again.counts).toEqual({ created: 0, updated: 0, unchanged: 3, refused: 6 });
    expect(await t.database.db.select().from(donorFieldChanges)).toHaveLength(changesBefore.length);
    expect(await t.database.db.select().from(consentRecords)).toHaveLength(consentsBefore.length);
    const [after] = await t.database.db.select().from(donors).where(eq(donors.donorNumber, 'IMP0001'));
    expect(after).toEqual(before);
  });

  it('takes NDJSON: a changed group is updated and recorded; a newer portal edit of a group is kept', async () => {
    const [ana] = await t.database.db.select().from(donors).where(eq(donors.donorNumber, 'IMP0001'));
    await t.database.db
      .insert(donorFieldChanges)
      .values({ donorId: ana!.id, field: 'name', source: 'portal', changedAt: new Date(new Date(TEST_NOW).getTime() + 60_000) });
    const line = (overrides: Record<string, unknown>) =>
      JSON.stringify({
        donorNumber: 'IMP0001',
        changedAt: TEST_NOW,
        firstName: 'Ana',
        lastName: 'Lopez',
        birthDate: '1990-01-02',
        identity: { typeId: 1, last4: '1234' },
        email: 'ana@example.com',
        phone: '5125550101',
        address: { addressLine1: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' },
        homeLocationID: austin,
        language: 'es',
        ...overrides,
      });
    const body = [
      line({ phone: '5125550199', firstName: 'Anita' }),
      JSON.stringify({
        donorNumber: 'IMP0009',
        changedAt: TEST_NOW,
        firstName: 'Hal',
        lastName: 'Kim',
        birthDate: '1970-02-03',
        identity: { typeId: 1, last4: '2222' },
      }),
      '{"donorNumber": "IMP0010", ',
      '[1, 2]',
    ].join('\n');
    const centerChanges = async () =>
      (await t.database.db.select().from(donorFieldChanges).where(eq(donorFieldChanges.donorId, ana!.id))).filter(
        (row) => row.source === 'center',
      );
    const before = (await centerChanges()).map((row) => row.id);
    const result = await importFile('donors', body, { type: 'application/x-ndjson' });
    expect(result.counts).toEqual({ created: 1, updated: 1, unchanged: 0, refused: 2 });
    expect(result.refusedLines.map((l) => [l.line, l.code])).toEqual([
      [3, 'lineNotParsed'],
      [4, 'lineNotParsed'],
    ]);
    const [after] = await t.database.db.select().from(donors).where(eq(donors.donorNumber, 'IMP0001'));
    expect(after).toMatchObject({ phoneNumber: '5125550199', firstName: 'Ana' });
    // Only the phone was written and recorded: the name stays as the donor last wrote it in the portal.
    expect((await centerChanges()).filter((row) => !before.includes(row.id)).map((row) => row.field)).toEqual(['phone']);
  });

  it('a client limited to some centers gets the lines of other centers refused, and its own applied', async () => {
    const result = await importFile(
      'donors',
      donorCsv([
        `IMP0101,Ivy,,Lane,1980-01-01,1,1111,,,,,,,,${austin},donor,en`,
        `IMP0102,Jo,,Lane,1980-01-01,1,1111,,,,,,,,${houston},donor,en`,
        // IMP0002's home is Houston: an Austin-only client may not take the donor over.
        `IMP0002,Ben,,Ng,1985-05-06,2,9876,,,,,,,,${austin},donor,en`,
      ]),
      { key: austinOnly },
    );
    expect(result.counts).toEqual({ created: 1, updated: 0, unchanged: 0, refused: 2 });
    expect(result.refusedLines.map((l) => [l.line, l.field, l.code])).toEqual([
      [3, 'homeLocationID', 'apiCenterNotAllowed'],
      [4, 'homeLocationID', 'apiCenterNotAllowed'],
    ]);
    // Another client's import is not this client's to read.
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/ops/imports/${result.id}`,
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(other.statusCode).toBe(404);
  });

  it('refuses a body over IMPORT_MAX_BYTES with 413, whether announced or streamed, and keeps nothing of it', async () => {
    const big = donorCsv(
      Array.from({ length: 80 }, (_, i) => `IMP9${String(i).padStart(3, '0')},Big,,File,1980-01-01,1,1111,,,,,,,,,donor,en`),
    );
    const announced = await post('donors', big);
    expect(announced.statusCode).toBe(413);
    expect(announced.json()).toMatchObject({ code: 'importTooLarge', message: expect.stringContaining('4096 bytes') });
    const jobsBefore = await t.database.db.select().from(importJobs);
    const streamed = await t.app.inject({
      method: 'POST',
      url: '/api/ops/imports?kind=donors',
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${secret}`, 'transfer-encoding': 'chunked' },
      payload: big,
    });
    expect(streamed.statusCode).toBe(413);
    expect(await t.database.db.select().from(importJobs)).toHaveLength(jobsBefore.length);
    expect(await t.database.db.select().from(donors).where(eq(donors.lastName, 'File'))).toHaveLength(0);
  });

  it('refuses a file that is neither NDJSON nor CSV, an unknown kind, and a client without the imports operation', async () => {
    expect((await post('donors', '{}', { type: 'application/json' })).json()).toMatchObject({ status: 415, code: 'importFormatInvalid' });
    const kind = await post('patients', 'a\n1\n');
    expect(kind.statusCode).toBe(400);
    expect(kind.json()).toMatchObject({ fields: [{ path: 'query.kind', code: 'importKindInvalid' }] });
    expect((await post('donors', donorCsv([]), { key: noImports })).statusCode).toBe(403);
  });

  it('answers the same Idempotency-Key with the first import, without staging the file again', async () => {
    const body = donorCsv([`IMP0201,Kay,,Bell,1980-01-01,1,1111,,,,,,,,,donor,en`]);
    const first = await post('donors', body, { headers: { 'idempotency-key': 'nightly-2026-06-15' } });
    const second = await post('donors', body, { headers: { 'idempotency-key': 'nightly-2026-06-15' } });
    expect(first.statusCode).toBe(202);
    expect(second.statusCode).toBe(202);
    expect(second.json()).toEqual(first.json());
    await applyStagedImports(deps());
  });

  it('a batch that dies before its commit leaves nothing; the next run applies every line exactly once', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => `IMP3${String(i).padStart(3, '0')},Lee,,Crash,1980-01-01,1,1111,,,,,,,,,donor,en`);
    const res = await post('donors', donorCsv(rows));
    const { importID } = res.json<{ importID: string }>();
    const [job] = await t.database.db.select().from(importJobs).where(eq(importJobs.id, importID));
    // A worker claims and writes a batch of 10, then its process dies before the commit.
    await expect(
      t.database.db.transaction(async (tx) => {
        expect((await applyImportBatch({ ...deps(), db: tx }, job!, 10)).lines).toBe(10);
        throw new Error('worker killed');
      }),
    ).rejects.toThrow('worker killed');
    expect(await t.database.db.select().from(donors).where(eq(donors.lastName, 'Crash'))).toHaveLength(0);
    expect((await report(importID)).processedLines).toBe(0);
    // Another worker resumes, in batches of 10.
    await applyStagedImports(deps(), { batchLines: 10 });
    const done = await report(importID);
    expect(done).toMatchObject({ state: 'done', processedLines: 25, counts: { created: 25, refused: 0 } });
    // Counts are kept a row per batch (no counter row the batches of every process wait for), summed by the report.
    const batches = await t.database.db.select().from(importBatches).where(eq(importBatches.importId, importID));
    expect(batches.map((batch) => [batch.firstLine, batch.lines, batch.created]).sort((a, b) => a[0]! - b[0]!)).toEqual([
      [2, 10, 10],
      [12, 10, 10],
      [22, 5, 5],
    ]);
    expect(await t.database.db.select().from(donors).where(eq(donors.lastName, 'Crash'))).toHaveLength(25);
    // Each created donor's details recorded once as the center's, every group at once.
    const changes = await t.database.db
      .select({ field: donorFieldChanges.field, source: donorFieldChanges.source })
      .from(donorFieldChanges)
      .innerJoin(donors, eq(donors.id, donorFieldChanges.donorId))
      .where(eq(donors.lastName, 'Crash'));
    expect(changes).toEqual(Array.from({ length: 25 }, () => ({ field: 'all', source: 'center' })));
  });

  it('two workers take different batches; the lines a dead worker held are applied by the next run', async (context) => {
    // Two connections at once: PostgreSQL only (the embedded database has one).
    if (t.database.kind !== 'postgres') context.skip();
    const rows = Array.from({ length: 30 }, (_, i) => `IMP5${String(i).padStart(3, '0')},Max,,Twin,1980-01-01,1,1111,,,,,,,,,donor,en`);
    const { importID } = (await post('donors', donorCsv(rows))).json<{ importID: string }>();
    let claimed!: () => void;
    const claimedNow = new Promise<void>((resolve) => (claimed = resolve));
    let die!: () => void;
    const killed = new Promise<void>((resolve) => (die = resolve));
    const first = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select line_no from import_lines where import_id = ${importID}::uuid and outcome is null
        order by line_no limit 10 for update skip locked`);
      claimed();
      await killed;
      throw new Error('worker killed');
    });
    await claimedNow;
    await applyStagedImports(deps(), { batchLines: 10 });
    expect((await report(importID)).processedLines).toBe(20);
    die();
    await expect(first).rejects.toThrow('worker killed');
    await applyStagedImports(deps(), { batchLines: 10 });
    expect(await report(importID)).toMatchObject({ state: 'done', processedLines: 30, counts: { created: 30, refused: 0 } });
    expect(await t.database.db.select().from(donors).where(eq(donors.lastName, 'Twin'))).toHaveLength(30);
  });

  it('pages the refused lines', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => `IMP4${i},bad`);
    const { id } = await importFile('donors', donorCsv(rows));
    const page = await report(id, secret, '?limit=3');
    expect(page.refusedLines.map((l) => l.line)).toEqual([2, 3, 4]);
    expect(page.nextAfter).toBe(4);
    const last = await report(id, secret, '?limit=3&after=7');
    expect(last.refusedLines.map((l) => l.line)).toEqual([8]);
    expect(last.nextAfter).toBeNull();
  });
});

describe('POST /api/ops/imports (centers and visits)', () => {
  const centerHeader = 'locationID,name,addressLine1,city,state,zipCode,phone,timeZone,marketingPageId,bookingOpen';

  it('creates, updates and leaves unchanged centers by location id; a scoped client only its own', async () => {
    const body = (name: string) =>
      `${centerHeader}\n7001,${name},1 Oak St,Dallas,TX,75201,2145550100,America/Chicago,,true\n${austin},Austin North,9 Elm St,Austin,TX,78701,5125550100,America/Chicago,austin-north,false\n7003,Nowhere,1 Road,Town,ZZ,75201,2145550100,America/Chicago,,true\n`;
    const first = await importFile('centers', body('Dallas Central'));
    expect(first.counts).toEqual({ created: 1, updated: 1, unchanged: 0, refused: 1 });
    expect(first.refusedLines.map((l) => [l.line, l.field, l.code])).toEqual([[4, 'state', 'stateInvalid']]);
    const again = await importFile('centers', body('Dallas Central'));
    expect(again.counts).toEqual({ created: 0, updated: 0, unchanged: 2, refused: 1 });
    const [dallas] = await t.database.db.select().from(locations).where(eq(locations.id, 7001));
    expect(dallas).toMatchObject({ name: 'Dallas Central', timezone: 'America/Chicago', bookingOpen: true });
    const scoped = await importFile('centers', body('Dallas Renamed'), { key: austinOnly });
    expect(scoped.refusedLines.map((l) => [l.line, l.code])).toEqual([
      [2, 'apiCenterNotAllowed'],
      [4, 'stateInvalid'],
    ]);
  });

  it('records visits through visit ingestion: created, already recorded (unchanged), unknown donor refused', async () => {
    const donor = await createDonor(t.database.db, { homeLocationId: austin });
    const visit = (donorNumber: string, visitNumber: string) =>
      JSON.stringify({
        donorNumber,
        locationID: austin,
        visitNumber,
        checkinTS: '2026-06-10T14:00:00Z',
        checkoutTS: '2026-06-10T15:00:00Z',
        donated: true,
      });
    const body = [visit(donor.donorNumber, 'V-1'), visit(donor.donorNumber, 'V-1'), visit('NOONE01', 'V-2')].join('\n');
    const result = await importFile('visits', body, { type: 'application/x-ndjson' });
    expect(result.counts).toEqual({ created: 1, updated: 0, unchanged: 1, refused: 1 });
    expect(result.refusedLines.map((l) => [l.line, l.field, l.code])).toEqual([[3, 'donorNumber', 'donorNotFound']]);
    expect(await t.database.db.select().from(visits).where(eq(visits.donorId, donor.id))).toHaveLength(1);
  });
});
