import type { ApiClient } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { createLocation } from '../../db/factories/locations';
import { createStaff } from '../../db/factories/staff';
import { apiClients, auditLog, visits } from '../../db/schema/index';
import { signInStaff } from '../../test/sign-in';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app';

const OPS_KEY = 'legacy-ops-key-0123456789abcdef';
let t: TestApp;
let admin: string;
let austin: number;
let houston: number;

beforeAll(async () => {
  t = await createTestApp({ env: { OPS_API_KEY: OPS_KEY } });
  austin = (await createLocation(t.database.db, { name: 'Austin North' })).id;
  houston = (await createLocation(t.database.db, { name: 'Houston East' })).id;
  admin = await signInStaff(t, (await createStaff(t.database.db, 'admin', { email: 'api.admin@staff.example.com' })).email);
});
afterAll(() => t.close());

let visitCounter = 0;
function visit(donorNumber: string, locationID: number) {
  visitCounter += 1;
  const at = new Date(new Date(TEST_NOW).getTime() - 2 * 3_600_000).toISOString();
  return { donorNumber, locationID, visitNumber: `API-${visitCounter}`, checkinTS: at, donated: false };
}

function postVisit(body: unknown, headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/ops/visits',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

async function createClient(params: Record<string, unknown>): Promise<{ client: ApiClient; secret: string }> {
  const res = await t.call('integrations/createApiClient', params as never, { token: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ client: ApiClient; secret: string }>();
}

describe('API clients', () => {
  it('OPS_API_KEY works as a deprecated client until the first client exists, then stops', async () => {
    const donor = await createDonor(t.database.db);
    const legacy = await postVisit(visit(donor.donorNumber, austin), { 'x-ops-key': OPS_KEY });
    expect(legacy.statusCode, legacy.body).toBe(201);
    expect((await postVisit(visit(donor.donorNumber, austin), bearer(OPS_KEY))).statusCode).toBe(201);
    const listed = await t.call('integrations/listApiClients', {}, { token: admin });
    expect(listed.json()).toMatchObject({ legacyKeyActive: true, items: [] });
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'ops/recordVisit'));
    expect(row).toMatchObject({ role: 'apiClient', apiClientName: 'OPS_API_KEY (deprecated)' });

    const { secret, client } = await createClient({ name: 'Center DMS', operations: ['visits', 'centers'] });
    expect(secret).toMatch(/^dpk_[\w-]{43}$/);
    expect(client.secretHint).toBe(secret.slice(0, 10));
    const after = await postVisit(visit(donor.donorNumber, austin), { 'x-ops-key': OPS_KEY });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'apiClientInvalid' });
    const relisted = await t.call('integrations/listApiClients', {}, { token: admin });
    expect(relisted.json()).toMatchObject({ legacyKeyActive: false });
    expect(relisted.body).not.toContain(secret);

    const own = await postVisit(visit(donor.donorNumber, austin), bearer(secret));
    expect(own.statusCode, own.body).toBe(201);
    const trail = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ops/recordVisit'), eq(auditLog.staffId, client.id)));
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ apiClientName: 'Center DMS', objectType: 'visit', objectId: own.json<{ visitID: string }>().visitID });
  });

  it('keeps only a hash of the secret, and refuses a wrong one', async () => {
    const { secret, client } = await createClient({ name: 'Hash check', operations: ['visits'] });
    const [row] = await t.database.db.select().from(apiClients).where(eq(apiClients.id, client.id));
    expect(JSON.stringify(row)).not.toContain(secret);
    const donor = await createDonor(t.database.db);
    const wrong = await postVisit(visit(donor.donorNumber, austin), bearer(`${secret.slice(0, -1)}x`));
    expect(wrong.statusCode).toBe(401);
  });

  it('refuses, with a 403 in the audit trail, an operation or a center outside the client’s scope', async () => {
    const { secret: centersOnly, client: a } = await createClient({ name: 'Centers only', operations: ['centers'] });
    const donor = await createDonor(t.database.db);
    const refused = await postVisit(visit(donor.donorNumber, austin), bearer(centersOnly));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'apiOperationNotAllowed' });

    const { secret: austinOnly, client: b } = await createClient({ name: 'Austin only', operations: ['visits'], centerIds: [austin] });
    const elsewhere = await postVisit(visit(donor.donorNumber, houston), bearer(austinOnly));
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toMatchObject({ code: 'apiCenterNotAllowed' });
    expect(await t.database.db.select().from(visits).where(eq(visits.donorId, donor.id))).toHaveLength(0);
    expect((await postVisit(visit(donor.donorNumber, austin), bearer(austinOnly))).statusCode).toBe(201);

    const refusals = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'ops/refused'));
    expect(refusals.map((r) => [r.apiClientName, r.staffId, r.after])).toEqual(
      expect.arrayContaining([
        ['Centers only', a.id, { reason: 'apiOperationNotAllowed' }],
        ['Austin only', b.id, { reason: 'apiCenterNotAllowed', centerId: houston }],
      ]),
    );
  });

  it('rotates with an overlap: both secrets work until it ends, then only the new one', async () => {
    const { secret: first, client } = await createClient({ name: 'Rotating', operations: ['visits'] });
    const rotated = await t.call('integrations/rotateApiClientSecret', { clientId: client.id, overlapHours: 24 }, { token: admin });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const second = rotated.json<{ secret: string }>().secret;
    expect(second).not.toBe(first);
    const donor = await createDonor(t.database.db);
    expect((await postVisit(visit(donor.donorNumber, austin), bearer(first))).statusCode).toBe(201);
    expect((await postVisit(visit(donor.donorNumber, austin), bearer(second))).statusCode).toBe(201);
    t.clock.advance(24 * 3_600_000 + 1000);
    try {
      expect((await postVisit(visit(donor.donorNumber, austin), bearer(first))).statusCode).toBe(401);
      expect((await postVisit(visit(donor.donorNumber, austin), bearer(second))).statusCode).toBe(201);
    } finally {
      t.clock.set(TEST_NOW);
    }
    // Without an overlap the current secret stops at once.
    const third = await t.call('integrations/rotateApiClientSecret', { clientId: client.id, overlapHours: 0 }, { token: admin });
    expect(third.statusCode, third.body).toBe(200);
    expect((await postVisit(visit(donor.donorNumber, austin), bearer(second))).statusCode).toBe(401);
    expect((await postVisit(visit(donor.donorNumber, austin), bearer(third.json<{ secret: string }>().secret))).statusCode).toBe(201);
  });

  it('revokes at once, the overlapping secret too', async () => {
    const { secret: first, client } = await createClient({ name: 'Revoked', operations: ['visits'] });
    const second = (await t.call('integrations/rotateApiClientSecret', { clientId: client.id, overlapHours: 48 }, { token: admin })).json<{
      secret: string;
    }>().secret;
    const revoked = await t.call('integrations/revokeApiClient', { clientId: client.id }, { token: admin });
    expect(revoked.json()).toMatchObject({ client: { revokedAt: TEST_NOW } });
    const donor = await createDonor(t.database.db);
    expect((await postVisit(visit(donor.donorNumber, austin), bearer(first))).statusCode).toBe(401);
    expect((await postVisit(visit(donor.donorNumber, austin), bearer(second))).statusCode).toBe(401);
    const actions = await t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.objectId, client.id));
    expect(actions.map((a) => a.action).sort()).toEqual([
      'integrations/createApiClient',
      'integrations/revokeApiClient',
      'integrations/rotateApiClientSecret',
    ]);
  });

  it('is for admins only, names a taken name or a missing operation, and shows up in the audit search', async () => {
    const manager = await signInStaff(t, (await createStaff(t.database.db, 'center_manager', { centerIds: [austin] })).email);
    expect((await t.call('integrations/createApiClient', { name: 'X', operations: ['visits'] }, { token: manager })).statusCode).toBe(403);
    const taken = await t.call(
      'integrations/createApiClient',
      { name: 'center dms', operations: ['visits'] },
      { token: admin, lang: 'es' },
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ code: 'apiClientNameTaken', fields: [{ path: 'params.name' }] });
    expect(taken.json<{ message: string }>().message).toBe('Ya hay otro cliente de la API con este nombre.');
    const empty = await t.call('integrations/createApiClient', { name: 'Empty', operations: [] }, { token: admin });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('apiOperationsRequired');
    const search = await t.call('staff/searchAudit', { page: 1, pageSize: 50, filters: { action: 'ops/recordVisit' } } as never, {
      token: admin,
    });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json<{ items: { role: string; apiClientName: string | null }[] }>().items).toEqual(
      expect.arrayContaining([expect.objectContaining({ role: 'apiClient', apiClientName: 'Center DMS' })]),
    );
    const byName = await t.call('staff/searchAudit', { page: 1, pageSize: 50, filters: { staff: 'center dms' } } as never, {
      token: admin,
    });
    const named = byName.json<{ items: { apiClientName: string | null }[] }>().items;
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((item) => item.apiClientName === 'Center DMS')).toBe(true);
  });
});
