import {
  isStaffAuth,
  services,
  type ServiceAuthOf,
  type ServiceContract,
  type ServiceKey,
  type ServiceKindOf,
  type ServiceParams,
  type StaffAuth,
  type StaffRole,
} from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { createLocation } from '../../db/factories/locations';
import { createStaff } from '../../db/factories/staff';
import { auditLog } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signInStaff } from '../../test/sign-in';

type StaffMutationKey = {
  [K in ServiceKey]: ServiceAuthOf<K> extends StaffAuth ? (ServiceKindOf<K> extends 'mutation' ? K : never) : never;
}[ServiceKey];

interface AuditedCall<K extends ServiceKey> {
  role: StaffRole;
  /** Runs before the counted call, as the staff member who makes it; returns its params and what its row must say. */
  prepare(who: { id: string; token: string }): Promise<{ params: ServiceParams<K>; row: Record<string, unknown> }>;
}

let t: TestApp;
let austin: number;

beforeAll(async () => {
  t = await createTestApp();
  austin = (await createLocation(t.database.db, { name: 'Demo Plasma Austin North' })).id;
});
afterAll(() => t.close());

/** One successful call of every staff mutation; a new staff mutation without an entry here does not compile. */
const mutations: { [K in StaffMutationKey]: AuditedCall<K> } = {
  'staff/logout': { role: 'center_staff', prepare: async () => ({ params: {}, row: { objectType: 'staffSession' } }) },
  'staff/deactivateStaff': {
    role: 'admin',
    prepare: async () => {
      const target = await createStaff(t.database.db, 'content_editor');
      const row = {
        objectType: 'staffMember',
        objectId: target.id,
        before: { deactivatedAt: null },
        after: { deactivatedAt: t.clock.now().toISOString() },
      };
      return { params: { staffId: target.id }, row };
    },
  },
  'staff/inviteStaff': {
    role: 'admin',
    prepare: async () => ({
      params: { email: 'invited@staff.example.com', displayName: 'Invited', role: 'center_staff', centerIds: [austin] },
      row: {
        objectType: 'staffMember',
        after: { email: 'invited@staff.example.com', role: 'center_staff', centerIds: [austin], invitation: 'sent' },
      },
    }),
  },
  'staff/startTotpEnrolment': {
    role: 'donor_care',
    prepare: async (who) => ({ params: {}, row: { objectType: 'staffMember', objectId: who.id, after: { totpEnrolment: 'started' } } }),
  },
  'staff/confirmTotpEnrolment': {
    role: 'center_manager',
    prepare: async (who) => {
      const started = await t.call('staff/startTotpEnrolment', {}, { token: who.token });
      const code = await generate({ secret: started.json<{ secret: string }>().secret, epoch: t.clock.now().getTime() / 1000 });
      return { params: { code }, row: { objectId: who.id, before: { totpEnrolled: false }, after: { totpEnrolled: true } } };
    },
  },
};

const rowsOf = (staffId: string, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.staffId, staffId), eq(auditLog.action, action)));

/** The database's own refusal (drizzle wraps it in a "Failed query" error). */
async function refusedByTrigger(query: Promise<unknown>) {
  const error: unknown = await query.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(Error);
  expect(String((error as Error).cause ?? error)).toContain('audit_log is append-only');
}
const countRows = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n ?? 0;

describe('the audit trail', () => {
  const staffMutations = (Object.entries(services) as [ServiceKey, ServiceContract][])
    .filter(([, contract]) => isStaffAuth(contract.auth) && contract.kind === 'mutation')
    .map(([key]) => key);

  it('has a call for every staff mutation of the registry', () => {
    expect(staffMutations.length).toBeGreaterThan(0);
    expect(Object.keys(mutations).sort()).toEqual([...staffMutations].sort());
  });

  for (const key of staffMutations) {
    it(`${key} appends exactly one row: who, role, when, address, action and what changed`, async () => {
      const { role, prepare } = mutations[key as StaffMutationKey];
      const staff = await createStaff(t.database.db, role, { centerIds: [austin] });
      const token = await signInStaff(t, staff.email);
      const { params, row } = await prepare({ id: staff.id, token });
      const before = await countRows();
      const res = await t.call(key, params as never, { token, ip: '10.9.0.1' });
      expect(res.statusCode, res.body).toBe(200);
      expect(await countRows()).toBe(before + 1);
      expect(await rowsOf(staff.id, key)).toEqual([
        expect.objectContaining({ staffId: staff.id, role, at: t.clock.now(), clientAddress: '10.9.0.1', action: key, ...row }),
      ]);
    });
  }

  it('records a staff read of a donor’s data with the donor, and neither a refused call nor a read of one’s own profile', async () => {
    const donor = await createDonor(t.database.db, { donorNumber: 'D7300001', homeLocationId: austin });
    const care = await createStaff(t.database.db, 'donor_care');
    const token = await signInStaff(t, care.email);
    const before = await countRows();
    expect((await t.call('staff/findDonor', { donorNumber: 'D7300001' }, { token })).statusCode).toBe(200);
    expect((await t.call('staff/findDonor', { donorNumber: 'D7399999' }, { token })).statusCode).toBe(404);
    expect((await t.call('staff/getMe', {}, { token })).statusCode).toBe(200);
    expect(await countRows()).toBe(before + 1);
    expect(await rowsOf(care.id, 'staff/findDonor')).toEqual([
      expect.objectContaining({ staffId: care.id, role: 'donor_care', action: 'staff/findDonor', donorId: donor.id }),
    ]);
  });

  it('refuses any update, delete or truncate in the database itself', async () => {
    const before = await countRows();
    expect(before).toBeGreaterThan(0);
    const db = t.database.db;
    await refusedByTrigger(db.update(auditLog).set({ action: 'rewritten' }));
    await refusedByTrigger(db.delete(auditLog).where(eq(auditLog.action, 'staff/logout')));
    await refusedByTrigger(db.execute(sql`truncate audit_log`));
    expect(await countRows()).toBe(before);
  });
});
