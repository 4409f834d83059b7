import { staffRoles } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocation } from '../../db/factories/locations';
import { createStaff } from '../../db/factories/staff';
import { auditLog, donors, importJobs, importLines, staffMembers } from '../../db/schema/index';
import { signInStaff } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: { id: string; token: string; name: string };
let center: number;

beforeAll(async () => {
  // The job engine runs: the upload asks for the import job, which applies the file as it would in production.
  t = await createTestApp({ env: { IMPORT_MAX_BYTES: '4096' }, jobEngine: true });
  center = (await createLocation(t.database.db, { name: 'Upload Center' })).id;
  const member = await createStaff(t.database.db, 'admin', { email: 'upload.admin@staff.example.com' });
  const [row] = await t.database.db.select({ name: staffMembers.displayName }).from(staffMembers).where(eq(staffMembers.id, member.id));
  admin = { id: member.id, token: await signInStaff(t, member.email), name: row?.name ?? '' };
});
afterAll(() => t.close());

function upload(
  kind: string,
  body: string,
  options: { token?: string; type?: string; lang?: string; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/integrations/imports?kind=${kind}`,
    headers: {
      'content-type': options.type ?? 'text/csv',
      ...(options.token === '' ? {} : { authorization: `Bearer ${options.token ?? admin.token}` }),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
      ...options.headers,
    },
    payload: body,
  });
}

const stagedCount = async () => (await t.database.db.select({ id: importJobs.id }).from(importJobs)).length;
const lineCount = async () => (await t.database.db.select({ n: importLines.lineNo }).from(importLines)).length;

const donorsCsv = (rows: string[]) =>
  `donorNumber,firstName,lastName,birthDate,identityTypeId,identityLast4,homeLocationID,status,language\n${rows.join('\n')}\n`;

describe('POST /api/integrations/imports (an admin uploads from the console)', () => {
  it('stages the file under the admin, applies it through the same job and audits it as the admin’s action', async () => {
    const csv = donorsCsv([
      `UPL0001,Ana,Lopez,1990-01-02,1,1234,${center},donor,es`,
      `UPL0002,Ben,Ng,2999-01-01,1,1111,${center},donor,en`,
      `UPL0003,Cy,Doe,1980-03-04,1,2222,${center},donor,en`,
    ]);
    const res = await upload('donors', csv);
    expect(res.statusCode, res.body).toBe(202);
    const { importID, totalLines } = res.json<{ importID: string; totalLines: number }>();
    expect(totalLines).toBe(3);
    const [job] = await t.database.db.select().from(importJobs).where(eq(importJobs.id, importID));
    expect(job).toMatchObject({ staffId: admin.id, clientId: null, clientName: admin.name, centerIds: null });

    const report = await vi.waitFor(
      async () => {
        const res = await t.call('integrations/getImportReport', { id: importID }, { token: admin.token, lang: 'es' });
        expect(res.json()).toMatchObject({ state: 'done' });
        return res;
      },
      { timeout: 20_000, interval: 50 },
    );
    expect(report.json()).toMatchObject({
      state: 'done',
      clientName: admin.name,
      counts: { created: 2, updated: 0, unchanged: 0, refused: 1 },
      refusedLines: [{ line: 3, field: 'birthDate', code: 'birthDateInvalid' }],
    });
    expect(report.json<{ refusedLines: { message: string }[] }>().refusedLines[0]?.message).toMatch(/fecha/i);
    const created = await t.database.db.select({ number: donors.donorNumber }).from(donors).where(eq(donors.donorNumber, 'UPL0001'));
    expect(created).toHaveLength(1);

    const [audited] = await t.database.db.select().from(auditLog).where(eq(auditLog.objectId, importID));
    expect(audited).toMatchObject({
      staffId: admin.id,
      role: 'admin',
      action: 'integrations/uploadImport',
      apiClientName: null,
      after: { kind: 'donors', format: 'csv', totalLines: 3 },
    });
  });

  it('refuses every other role (403) and a caller without a staff session (401), staging nothing', async () => {
    const before = await stagedCount();
    for (const role of staffRoles.filter((r) => r !== 'admin')) {
      const member = await createStaff(t.database.db, role, { centerIds: [center] });
      const res = await upload('donors', donorsCsv([`UPL0100,Dee,Roe,1990-01-01,1,3333,${center},donor,en`]), {
        token: await signInStaff(t, member.email),
      });
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toMatchObject({ code: 'staffRoleRefused' });
    }
    expect((await upload('donors', donorsCsv([]), { token: '' })).statusCode).toBe(401);
    expect(await stagedCount()).toBe(before);
    const refusedAudits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'integrations/uploadImport'), eq(auditLog.role, 'center_staff')));
    expect(refusedAudits).toEqual([]);
  });

  it('names the problem of a bad file in the admin’s language and leaves nothing staged', async () => {
    const before = { jobs: await stagedCount(), lines: await lineCount() };
    const unknownKind = await upload('patients', donorsCsv([]), { lang: 'es' });
    expect(unknownKind.statusCode).toBe(400);
    expect(unknownKind.json()).toMatchObject({ code: 'invalidFields', fields: [{ path: 'query.kind', code: 'importKindInvalid' }] });
    expect(JSON.stringify(unknownKind.json())).toContain('Indica qué contiene el archivo');

    const wrongFormat = await upload('donors', '%PDF-1.7', { type: 'application/pdf' });
    expect(wrongFormat.statusCode).toBe(415);
    expect(wrongFormat.json()).toMatchObject({ code: 'importFormatInvalid', message: expect.stringContaining('text/csv') });

    const noKey = await upload('donors', 'firstName,lastName\nAna,Lopez\n', { lang: 'es' });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json()).toMatchObject({ code: 'importHeaderInvalid', message: expect.stringContaining('donorNumber') });
    expect(noKey.json<{ message: string }>().message).toContain('encabezado');

    const announced = await upload('donors', 'x', { headers: { 'content-length': '5000' }, lang: 'en' });
    expect(announced.statusCode).toBe(413);
    const big = donorsCsv(Array.from({ length: 200 }, (_, n) => `UPL${String(n + 1000)},Ana,Lopez,1990-01-02,1,1234,${center},donor,es`));
    expect(big.length).toBeGreaterThan(4096);
    const tooLarge = await upload('donors', big, { lang: 'es' });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'importTooLarge', message: expect.stringContaining('4096') });
    expect(tooLarge.json<{ message: string }>().message).toContain('archivo');

    expect({ jobs: await stagedCount(), lines: await lineCount() }).toEqual(before);
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'integrations/uploadImport'));
    expect(audited).toHaveLength(1);
  });
});
