import type { AuditEntry } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../../db/factories/donors';
import { createStaff } from '../../../db/factories/staff';
import { auditLog, messagesOutbox, staffMembers, staffSessions } from '../../../db/schema/index';
import { signInStaff } from '../../../test/sign-in';
import { createTestApp, TEST_NOW, type TestApp } from '../../../test/test-app';
import { auditCsvHeader } from './audit-csv';
import { createStaffMember } from '../members/staff-members';

let t: TestApp;
let adminToken: string;
let careToken: string;
let target: { id: string; email: string };

/** Steps apart: less than a staff session lasts (60 minutes). */
const HOUR = 10 * 60_000;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // A name a spreadsheet would run as a formula, with a comma and a quote: the CSV must keep it as text.
  const adminId = await createStaffMember(
    db,
    { email: 'audit.admin@staff.example.com', displayName: '=SUM(1,2) "Boss"', role: 'admin', password: 'Plasma#2026' },
    new Date(TEST_NOW),
  );
  expect(adminId).toBeTruthy();
  adminToken = await signInStaff(t, 'audit.admin@staff.example.com');
  careToken = await signInStaff(t, (await createStaff(db, 'donor_care', { email: 'carla.care@staff.example.com' })).email);
  await createDonor(db, { donorNumber: 'D7500001' });
  target = await createStaff(db, 'center_staff');

  // The steps the trail must show, an hour apart.
  expect((await t.call('staff/deactivateStaff', { staffId: target.id }, { token: adminToken })).statusCode).toBe(200);
  t.clock.advance(HOUR);
  expect((await t.call('staff/findDonor', { donorNumber: 'D7500001' }, { token: careToken })).statusCode).toBe(200);
  t.clock.advance(HOUR);
  expect((await t.call('staff/reactivateStaff', { staffId: target.id }, { token: adminToken })).statusCode).toBe(200);
  t.clock.advance(HOUR);
});
afterAll(() => t.close());

const search = async (params: Record<string, unknown>) => {
  const res = await t.call('staff/searchAudit', params as never, { token: adminToken });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ total: number; items: AuditEntry[] }>();
};
const actionsOf = (items: AuditEntry[]) => items.map((item) => item.action);

describe('searching the audit trail', () => {
  it('finds rows by staff member (part of the name or e-mail), newest first', async () => {
    const { items } = await search({ filters: { staff: 'CARLA' } });
    expect(items).toEqual([
      expect.objectContaining({
        action: 'staff/findDonor',
        donorNumber: 'D7500001',
        role: 'donor_care',
        staff: expect.objectContaining({ email: 'carla.care@staff.example.com' }),
        at: new Date(Date.parse(TEST_NOW) + HOUR).toISOString(),
      }),
    ]);
    const mine = await search({ filters: { staff: 'audit.admin' } });
    expect(actionsOf(mine.items).filter((a) => a !== 'staff/searchAudit')).toEqual(['staff/reactivateStaff', 'staff/deactivateStaff']);
    expect(mine.items.find((item) => item.action === 'staff/deactivateStaff')).toMatchObject({
      objectType: 'staffMember',
      objectId: target.id,
      before: { deactivatedAt: null },
      after: { deactivatedAt: TEST_NOW },
    });
  });

  it('finds rows by donor number, action and date range, combined', async () => {
    expect(actionsOf((await search({ filters: { donorNumber: 'D7500001' } })).items)).toEqual(['staff/findDonor']);
    expect((await search({ filters: { donorNumber: 'D7599999' } })).total).toBe(0);
    expect(actionsOf((await search({ filters: { action: 'staff/reactivateStaff' } })).items)).toEqual(['staff/reactivateStaff']);
    const firstHour = { from: TEST_NOW, to: new Date(Date.parse(TEST_NOW) + HOUR).toISOString() };
    expect(actionsOf((await search({ filters: { ...firstHour, staff: 'audit.admin' } })).items)).toEqual(['staff/deactivateStaff']);
    expect((await search({ filters: { ...firstHour, action: 'staff/findDonor' } })).total).toBe(0);
  });

  it('pages on the server with the total, and is itself audited', async () => {
    t.clock.advance(1000);
    await search({ filters: { staff: 'audit.admin' } });
    t.clock.advance(1000);
    const all = await search({ filters: { staff: 'audit.admin' }, pageSize: 100 });
    expect(all.items[0]).toMatchObject({ action: 'staff/searchAudit', after: { filters: { staff: 'audit.admin' }, page: 1 } });
    t.clock.advance(1000);
    const second = await search({ filters: { staff: 'audit.admin' }, pageSize: 1, page: 2 });
    // A search's own row is appended after it read: page 2 of one row is the search before the last.
    expect(second.total).toBe(all.total + 1);
    expect(second.items).toEqual([
      expect.objectContaining({ action: 'staff/searchAudit', at: new Date(t.clock.now().getTime() - 2000).toISOString() }),
    ]);
  });

  it('answers bad filters with 400 naming the fields', async () => {
    const res = await t.call(
      'staff/searchAudit',
      { filters: { donorNumber: '#', from: 'yesterday', to: '2026-01-01T00:00:00Z', action: 'a\u0000' } } as never,
      { token: adminToken },
    );
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json<{ fields: { path: string }[] }>()
        .fields.map((f) => f.path)
        .sort(),
    ).toEqual(['params.filters.action', 'params.filters.donorNumber', 'params.filters.from']);
    const backwards = await t.call('staff/searchAudit', { filters: { from: TEST_NOW, to: '2026-01-01T00:00:00Z' } }, { token: adminToken });
    expect(backwards.json()).toMatchObject({ status: 400, fields: [{ path: 'params.filters.to', code: 'dateRangeInvalid' }] });
  });
});

/** A minimal RFC 4180 reader: enough to check that what was written reads back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += c;
  }
  return rows;
}

describe('exporting the audit trail as CSV', () => {
  it('writes a header and one line per row, formulas kept as text and JSON before/after', async () => {
    const res = await t.call('staff/exportAudit', { filters: { action: 'staff/deactivateStaff' } }, { token: adminToken });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ csv: string; rows: number; nextCursor: string | null }>();
    expect(body).toMatchObject({ rows: 1, nextCursor: null });
    const [header, line, ...rest] = parseCsv(body.csv);
    expect(header).toEqual([...auditCsvHeader]);
    expect(rest).toEqual([]);
    expect(Object.fromEntries(auditCsvHeader.map((name, i) => [name, line?.[i]]))).toEqual({
      at: TEST_NOW,
      staff_email: 'audit.admin@staff.example.com',
      staff_name: `'=SUM(1,2) "Boss"`,
      role: 'admin',
      client_address: '127.0.0.1',
      action: 'staff/deactivateStaff',
      donor_number: '',
      object_type: 'staffMember',
      object_id: target.id,
      before: '{"deactivatedAt":null}',
      after: `{"deactivatedAt":"${TEST_NOW}"}`,
    });
    expect(body.csv.startsWith(`${auditCsvHeader.join(',')}\r\n`)).toBe(true);
  });

  it('pages a big export in chunks of 1000 rows, each row once, the header only first', async () => {
    const at = new Date(Date.parse(TEST_NOW) - 24 * 3_600_000);
    const bulk = Array.from({ length: 1005 }, (_, i) => ({
      at: new Date(at.getTime() + Math.floor(i / 3) * 1000),
      staffId: target.id,
      role: 'center_staff' as const,
      clientAddress: '10.0.0.1',
      action: 'test/bulk',
      objectId: String(i),
    }));
    await t.database.db.insert(auditLog).values(bulk);
    const first = (await t.call('staff/exportAudit', { filters: { action: 'test/bulk' } }, { token: adminToken })).json<{
      csv: string;
      rows: number;
      nextCursor: string | null;
    }>();
    expect(first.rows).toBe(1000);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (
      await t.call('staff/exportAudit', { filters: { action: 'test/bulk' }, cursor: first.nextCursor ?? '' }, { token: adminToken })
    ).json<{ csv: string; rows: number; nextCursor: string | null }>();
    expect(second).toMatchObject({ rows: 5, nextCursor: null });
    const lines = [...parseCsv(first.csv).slice(1), ...parseCsv(second.csv)];
    expect(parseCsv(second.csv).some((row) => row[0] === 'at')).toBe(false);
    const ids = lines.map((row) => row[8]);
    expect(new Set(ids).size).toBe(1005);

    expect((await t.call('staff/exportAudit', { cursor: 'not-a-cursor' }, { token: adminToken })).json()).toMatchObject({
      status: 400,
      code: 'badRequest',
    });
  });
});

describe('the audit row and its call share one transaction', () => {
  it('undoes the call when its audit row cannot be written', async () => {
    const member = await createStaff(t.database.db, 'donor_care');
    const token = await signInStaff(t, member.email);
    const db = t.database.db;
    await db.execute(
      sql`create function refuse_audit() returns trigger language plpgsql as $$ begin raise exception 'audit refused'; end $$`,
    );
    await db.execute(sql`create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()`);
    try {
      const res = await t.call('staff/deactivateStaff', { staffId: member.id }, { token: adminToken });
      expect(res.statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_audit on audit_log`);
      await db.execute(sql`drop function refuse_audit()`);
    }
    const [row] = await db.select({ deactivatedAt: staffMembers.deactivatedAt }).from(staffMembers).where(eq(staffMembers.id, member.id));
    expect(row?.deactivatedAt).toBeNull();
    const sessions = await db
      .select({ revokedAt: staffSessions.revokedAt })
      .from(staffSessions)
      .where(eq(staffSessions.staffId, member.id));
    expect(sessions.every((session) => session.revokedAt === null)).toBe(true);
    expect((await t.call('staff/getMe', {}, { token })).statusCode).toBe(200);
  });

  it('leaves no audit row, no account and no e-mail when the call fails half-way', async () => {
    const db = t.database.db;
    const email = 'half.way@staff.example.com';
    await db.execute(
      sql`create function refuse_outbox() returns trigger language plpgsql as $$ begin raise exception 'outbox refused'; end $$`,
    );
    await db.execute(sql`create trigger refuse_outbox before insert on messages_outbox for each row execute function refuse_outbox()`);
    try {
      const res = await t.call(
        'staff/inviteStaff',
        { email, displayName: 'Half Way', role: 'donor_care', centerIds: [] },
        { token: adminToken },
      );
      expect(res.statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_outbox on messages_outbox`);
      await db.execute(sql`drop function refuse_outbox()`);
    }
    expect(await db.select().from(staffMembers).where(eq(staffMembers.email, email))).toEqual([]);
    expect(await db.select().from(messagesOutbox).where(eq(messagesOutbox.destination, email))).toEqual([]);
    expect((await search({ filters: { action: 'staff/inviteStaff' } })).total).toBe(0);
    // The same call then succeeds whole: the account, its e-mail and its row.
    expect(
      (await t.call('staff/inviteStaff', { email, displayName: 'Half Way', role: 'donor_care', centerIds: [] }, { token: adminToken }))
        .statusCode,
    ).toBe(200);
    expect(await db.select().from(messagesOutbox).where(eq(messagesOutbox.destination, email))).toHaveLength(1);
    expect((await search({ filters: { action: 'staff/inviteStaff' } })).total).toBe(1);
  });
});
