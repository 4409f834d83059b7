import type { StaffListItem } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../../db/factories/donors';
import { createLocation } from '../../../db/factories/locations';
import { createStaff } from '../../../db/factories/staff';
import { staffMembers } from '../../../db/schema/index';
import { signInStaff } from '../../../test/sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createStaffMember } from './staff-members';

let t: TestApp;
let admin: { id: string; token: string };
let austin: number;
let houston: number;

beforeAll(async () => {
  t = await createTestApp();
  austin = (await createLocation(t.database.db, { name: 'Demo Plasma Austin North' })).id;
  houston = (await createLocation(t.database.db, { name: 'Demo Plasma Houston East' })).id;
  const created = await createStaff(t.database.db, 'admin', { email: 'zz.admin@staff.example.com' });
  admin = { id: created.id, token: await signInStaff(t, created.email) };
});
afterAll(() => t.close());

const list = async (params: Record<string, unknown>) => {
  const res = await t.call('staff/listStaff', params as never, { token: admin.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ total: number; items: StaffListItem[] }>();
};

describe('the staff list', () => {
  let names: string[];
  beforeAll(async () => {
    const db = t.database.db;
    const at = new Date('2026-01-01T00:00:00Z');
    await createStaffMember(
      db,
      { email: 'ana@list.example.com', displayName: 'Ana List', role: 'center_manager', password: 'Plasma#2026', centerIds: [austin] },
      at,
    );
    await createStaffMember(
      db,
      {
        email: 'bob@list.example.com',
        displayName: 'Bob List',
        role: 'center_staff',
        password: 'Plasma#2026',
        centerIds: [houston, austin],
      },
      at,
    );
    await createStaffMember(db, { email: 'cy@list.example.com', displayName: 'Cy List', role: 'donor_care', password: null }, at);
    const dee = await createStaffMember(
      db,
      { email: 'dee@list.example.com', displayName: 'Dee List', role: 'content_editor', password: 'Plasma#2026' },
      at,
    );
    await db.update(staffMembers).set({ deactivatedAt: at }).where(eq(staffMembers.id, dee));
    t.clock.advance(60_000);
    await signInStaff(t, 'bob@list.example.com');
    names = ['Ana List', 'Bob List', 'Cy List', 'Dee List'];
  });

  it('shows each member’s role, centers, state, second factor and last sign-in', async () => {
    const { total, items } = await list({ search: 'list.example' });
    expect(total).toBe(4);
    expect(items.map((item) => item.displayName)).toEqual(names);
    expect(items[1]).toMatchObject({
      email: 'bob@list.example.com',
      role: 'center_staff',
      centers: [
        { id: austin, name: 'Demo Plasma Austin North' },
        { id: houston, name: 'Demo Plasma Houston East' },
      ],
      state: 'active',
      totpEnrolled: false,
      secondFactorEnrolled: false,
      lastSignInAt: t.clock.now().toISOString(),
    });
    expect(items.map((item) => item.state)).toEqual(['active', 'active', 'invited', 'deactivated']);
    expect(items[0]?.lastSignInAt).toBeNull();
  });

  it('sorts either way, pages, and filters by role, center, state and part of the name or e-mail', async () => {
    expect((await list({ search: 'list.example', sort: 'displayName', direction: 'desc' })).items.map((i) => i.displayName)).toEqual(
      [...names].reverse(),
    );
    const page2 = await list({ search: 'list.example', pageSize: 3, page: 2 });
    expect(page2).toMatchObject({ total: 4, items: [{ displayName: 'Dee List' }] });
    // Never signed in: last, whichever the direction.
    expect((await list({ search: 'list.example', sort: 'lastSignInAt', direction: 'desc' })).items[0]?.displayName).toBe('Bob List');
    expect((await list({ search: 'list.example', sort: 'lastSignInAt', direction: 'asc' })).items[0]?.displayName).toBe('Bob List');
    expect((await list({ role: 'donor_care', search: 'list' })).items.map((i) => i.displayName)).toEqual(['Cy List']);
    expect((await list({ centerId: houston })).items.map((i) => i.displayName)).toEqual(['Bob List']);
    expect((await list({ centerId: austin })).items.map((i) => i.displayName)).toEqual(['Ana List', 'Bob List']);
    expect((await list({ state: 'invited', search: 'list' })).items.map((i) => i.displayName)).toEqual(['Cy List']);
    expect((await list({ state: 'deactivated' })).items.map((i) => i.displayName)).toEqual(['Dee List']);
    expect((await list({ search: 'CY@LIST' })).items.map((i) => i.displayName)).toEqual(['Cy List']);
    // A like wildcard typed in the search is taken literally.
    expect((await list({ search: '%' })).total).toBe(0);
  });

  it('answers bad paging and sorting with 400 naming the fields', async () => {
    const res = await t.call('staff/listStaff', { pageSize: 1000, sort: 'password', page: 0 } as never, { token: admin.token });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json<{ fields: { path: string }[] }>()
        .fields.map((f) => f.path)
        .sort(),
    ).toEqual(['params.page', 'params.pageSize', 'params.sort']);
  });
});

describe('changing a role and centers', () => {
  it('takes effect on the member’s very next call, center scoping included', async () => {
    await createDonor(t.database.db, { donorNumber: 'D7400001', homeLocationId: houston });
    const member = await createStaff(t.database.db, 'center_staff', { centerIds: [austin] });
    const token = await signInStaff(t, member.email);
    expect((await t.call('staff/findDonor', { donorNumber: 'D7400001' }, { token })).statusCode).toBe(404);

    const moved = await t.call(
      'staff/updateStaff',
      { staffId: member.id, role: 'center_staff', centerIds: [houston, austin, houston] },
      { token: admin.token },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await t.call('staff/findDonor', { donorNumber: 'D7400001' }, { token })).statusCode).toBe(200);

    await t.call('staff/updateStaff', { staffId: member.id, role: 'content_editor', centerIds: [] }, { token: admin.token });
    expect((await t.call('staff/findDonor', { donorNumber: 'D7400001' }, { token })).json()).toMatchObject({
      status: 403,
      code: 'staffRoleRefused',
    });
    expect((await list({ search: member.email })).items[0]).toMatchObject({ role: 'content_editor', centers: [] });
  });

  it('refuses an unknown member (404), an unknown center (400) and an admin’s own role (400)', async () => {
    const target = await createStaff(t.database.db, 'center_staff');
    expect(
      (await t.call('staff/updateStaff', { staffId: crypto.randomUUID(), role: 'admin', centerIds: [] }, { token: admin.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.call('staff/updateStaff', { staffId: target.id, role: 'center_staff', centerIds: [999_999] }, { token: admin.token })
      ).json(),
    ).toMatchObject({
      status: 400,
      code: 'locationNotFound',
    });
    expect(
      (await t.call('staff/updateStaff', { staffId: admin.id, role: 'donor_care', centerIds: [] }, { token: admin.token })).json(),
    ).toMatchObject({
      status: 400,
      code: 'staffSelfChange',
    });
    expect((await t.call('staff/deactivateStaff', { staffId: admin.id }, { token: admin.token })).json()).toMatchObject({
      status: 400,
      code: 'staffSelfChange',
    });
    // Their own centers an admin may change: the role stays.
    expect(
      (await t.call('staff/updateStaff', { staffId: admin.id, role: 'admin', centerIds: [austin] }, { token: admin.token })).statusCode,
    ).toBe(200);
  });
});

describe('deactivation and reactivation', () => {
  it('ends the open session at once; reactivated, the member signs in again but the old session stays ended', async () => {
    const member = await createStaff(t.database.db, 'donor_care');
    const token = await signInStaff(t, member.email);
    expect((await t.call('staff/getMe', {}, { token })).statusCode).toBe(200);

    expect((await t.call('staff/deactivateStaff', { staffId: member.id }, { token: admin.token })).statusCode).toBe(200);
    expect((await t.call('staff/getMe', {}, { token })).json()).toMatchObject({ status: 401, code: 'sessionExpired' });
    expect((await t.call('staff/login', { email: member.email, password: 'Plasma#2026' })).statusCode).toBe(401);
    expect((await list({ search: member.email })).items[0]?.state).toBe('deactivated');

    expect((await t.call('staff/reactivateStaff', { staffId: member.id }, { token: admin.token })).statusCode).toBe(200);
    expect((await list({ search: member.email })).items[0]?.state).toBe('active');
    expect((await t.call('staff/getMe', {}, { token })).statusCode).toBe(401);
    const fresh = await signInStaff(t, member.email);
    expect((await t.call('staff/getMe', {}, { token: fresh })).statusCode).toBe(200);
    expect((await t.call('staff/reactivateStaff', { staffId: crypto.randomUUID() }, { token: admin.token })).statusCode).toBe(404);
  });
});
