import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { createLocation } from '../../db/factories/locations';
import { createStaff } from '../../db/factories/staff';
import { auditLog, centerClosures, centerSchedules, locations, visits } from '../../db/schema/index';
import { standardSchedule } from '../../domain/center-schedules';
import { signInStaff } from '../../test/sign-in';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app';

let t: TestApp;
let secret: string;
let scopedSecret: string;
let known: number;

beforeAll(async () => {
  t = await createTestApp();
  known = (await createLocation(t.database.db, { name: 'Known center' })).id;
  const admin = await signInStaff(t, (await createStaff(t.database.db, 'admin', { email: 'centers.admin@staff.example.com' })).email);
  const create = async (params: Record<string, unknown>) =>
    (await t.call('integrations/createApiClient', params as never, { token: admin })).json<{ secret: string }>().secret;
  secret = await create({ name: 'DMS', operations: ['centers', 'visits'] });
  scopedSecret = await create({ name: 'One center', operations: ['centers'], centerIds: [known] });
});
afterAll(() => t.close());

const center = {
  name: 'Demo Plasma El Paso',
  addressLine1: '4100 Mesa Street',
  city: 'El Paso',
  state: 'tx',
  zipCode: '79902',
  phone: '9155550100',
  timeZone: 'America/Denver',
  marketingPageId: 'el-paso-mesa',
};

function put(url: string, body: unknown, key = secret, lang = 'en') {
  return t.app.inject({
    method: 'PUT',
    url,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}`, 'accept-language': lang },
    payload: JSON.stringify(body),
  });
}

describe('PUT /api/ops/centers/{locationID}', () => {
  it('creates a center (201), answers 200 unchanged for the same body, and updates what changed', async () => {
    const first = await put('/api/ops/centers/4100', center);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ created: true, changed: true, locationID: 4100 });
    const [row] = await t.database.db.select().from(locations).where(eq(locations.id, 4100));
    expect(row).toMatchObject({
      name: center.name,
      stateCode: 'TX',
      timezone: 'America/Denver',
      marketingPageId: 'el-paso-mesa',
      bookingOpen: true,
    });

    const again = await put('/api/ops/centers/4100', center);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: false, changed: false });

    const closed = await put('/api/ops/centers/4100', { ...center, phone: '9155550199', bookingOpen: false });
    expect(closed.json()).toMatchObject({ created: false, changed: true });
    const [updated] = await t.database.db.select().from(locations).where(eq(locations.id, 4100));
    expect(updated).toMatchObject({ phone: '9155550199', bookingOpen: false });
    const trail = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'ops/putCenter'));
    expect(trail).toHaveLength(3);
    expect(trail.every((r) => r.apiClientName === 'DMS' && r.objectId === '4100')).toBe(true);
  });

  it('names each bad field in the caller’s language, and writes nothing', async () => {
    const res = await put('/api/ops/centers/4200', { ...center, state: 'XX', timeZone: 'Mars/Olympus', zipCode: '7990' }, secret, 'es');
    expect(res.statusCode).toBe(400);
    const fields = res.json<{ fields: { path: string; message: string }[] }>().fields;
    expect(fields.map((f) => f.path).sort()).toEqual(['state', 'timeZone', 'zipCode']);
    expect(fields.find((f) => f.path === 'timeZone')?.message).toBe('Esta zona horaria no existe (por ejemplo, America/Chicago).');
    expect((await put('/api/ops/centers/0', center)).statusCode).toBe(400);
    expect((await put('/api/ops/centers/abc', center)).statusCode).toBe(400);
    expect(await t.database.db.select().from(locations).where(eq(locations.id, 4200))).toHaveLength(0);
  });

  it('refuses a center outside the client’s centers (403, audited)', async () => {
    const res = await put('/api/ops/centers/4300', center, scopedSecret);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'apiCenterNotAllowed' });
    expect(await t.database.db.select().from(locations).where(eq(locations.id, 4300))).toHaveLength(0);
    expect((await put(`/api/ops/centers/${known}`, { ...center, name: 'Known center' }, scopedSecret)).statusCode).toBe(200);
  });
});

describe('PUT /api/ops/centers/{locationID}/schedule', () => {
  it('stores the schedule through the console editor’s rules', async () => {
    const schedule = {
      ...standardSchedule(6),
      closures: [{ day: '2026-07-04', reason: { en: 'Independence Day', es: 'Día de la Independencia' } }],
    };
    const res = await put(`/api/ops/centers/${known}/schedule`, schedule);
    expect(res.statusCode, res.body).toBe(200);
    const [stored] = await t.database.db.select().from(centerSchedules).where(eq(centerSchedules.locationId, known));
    expect(stored?.chairs).toBe(6);
    expect(await t.database.db.select().from(centerClosures).where(eq(centerClosures.locationId, known))).toHaveLength(1);

    const twice = { ...schedule, closures: [schedule.closures[0], schedule.closures[0]] };
    const duplicate = await put(`/api/ops/centers/${known}/schedule`, twice);
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.body).toContain('closureDuplicate');
    expect((await put('/api/ops/centers/4999/schedule', schedule)).statusCode).toBe(404);
  });
});

describe('Idempotency-Key on ops POSTs', () => {
  it('answers the first reply again for the same key and body, and 409 for another body', async () => {
    const donor = await createDonor(t.database.db);
    const body = {
      donorNumber: donor.donorNumber,
      locationID: known,
      visitNumber: 'IDEM-1',
      checkinTS: new Date(new Date(TEST_NOW).getTime() - 3_600_000).toISOString(),
      donated: false,
    };
    const post = (payload: unknown, key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/ops/visits',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}`, 'idempotency-key': key },
        payload: JSON.stringify(payload),
      });
    const first = await post(body, 'key-1');
    expect(first.statusCode, first.body).toBe(201);
    const repeat = await post(body, 'key-1');
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()).toEqual(first.json());
    const other = await post({ ...body, visitNumber: 'IDEM-2' }, 'key-1');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'idempotencyKeyReused' });
    expect(await t.database.db.select().from(visits).where(eq(visits.donorId, donor.id))).toHaveLength(1);
    // Without the key the route's own rule answers: already recorded, 200.
    const plain = await post(body, 'key-2');
    expect(plain.statusCode).toBe(200);
    expect((await post(body, 'bad key with spaces')).statusCode).toBe(400);
  });

  it('gives the key back when the call fails, so it can be sent again', async () => {
    const body = { donorNumber: 'ZZ99999', locationID: known, visitNumber: 'IDEM-3', checkinTS: TEST_NOW, donated: false };
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/ops/visits',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}`, 'idempotency-key': 'key-fail' },
        payload: JSON.stringify(body),
      });
    const first = await post();
    expect(first.statusCode).toBeGreaterThanOrEqual(400);
    expect((await post()).statusCode).toBe(first.statusCode);
  });
});

describe('the console’s Centers page (location/saveCenter)', () => {
  it('lets an admin add and change a center through the same rules, audited; others are refused', async () => {
    const admin = await signInStaff(t, (await createStaff(t.database.db, 'admin', { email: 'centers.page@staff.example.com' })).email);
    const record = { ...center, state: 'TX', name: 'Demo Plasma Laredo' };
    const added = await t.call('location/saveCenter', { locationID: 4500, center: record } as never, { token: admin });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ created: true, changed: true });
    const listed = await t.call('location/listCentersForAdmin', {}, { token: admin });
    expect(listed.json<{ centers: { locationID: number; name: string }[] }>().centers).toEqual(
      expect.arrayContaining([expect.objectContaining({ locationID: 4500, name: 'Demo Plasma Laredo', timeZone: 'America/Denver' })]),
    );
    const bad = await t.call('location/saveCenter', { locationID: 4500, center: { ...record, timeZone: 'Nowhere' } } as never, {
      token: admin,
    });
    expect(bad.statusCode).toBe(400);
    const trail = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'location/saveCenter'));
    expect(trail).toHaveLength(1);
    const manager = await signInStaff(t, (await createStaff(t.database.db, 'center_manager', { centerIds: [known] })).email);
    expect((await t.call('location/saveCenter', { locationID: 4501, center: record } as never, { token: manager })).statusCode).toBe(403);
  });
});
