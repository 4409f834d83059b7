import type { ApiClient } from '@portal/contract';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../db/factories/staff';
import { auditLog, idempotencyKeys, messagesOutbox } from '../../db/schema/index';
import { createBookableCenter, newRequestId, signedInDonor } from '../../test/booking';
import { signInStaff } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let austin: number;
let houston: number;
let receiver: Server;
let receiverUrl: string;

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
type EndpointReply = { endpoint: { id: string; apiClientName: string | null }; secret: string };

async function createClient(params: Record<string, unknown>): Promise<{ client: ApiClient; secret: string }> {
  const res = await t.call('integrations/createApiClient', params as never, { token: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ client: ApiClient; secret: string }>();
}

const opsCall = (method: 'GET' | 'POST' | 'DELETE', url: string, secret: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(secret), ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

let hour = 7;
async function bookAt(locationID: number) {
  const { donor, token } = await signedInDonor(t);
  hour += 1;
  const start = `2026-06-17T${String(hour).padStart(2, '0')}:00:00-05:00`;
  const res = await t.call('appointment/book', { locationID, start, requestId: newRequestId() }, { token });
  expect(res.statusCode, res.body).toBe(200);
  return donor;
}

const deliveriesTo = (endpointId: string) =>
  t.database.db
    .select({ body: messagesOutbox.body })
    .from(messagesOutbox)
    .where(and(eq(messagesOutbox.channel, 'webhook'), eq(messagesOutbox.destination, endpointId)));

beforeAll(async () => {
  receiver = createServer((_request, response) => response.writeHead(204).end());
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  t = await createTestApp({ env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' } });
  austin = (await createBookableCenter(t)).id;
  houston = (await createBookableCenter(t)).id;
  admin = await signInStaff(t, (await createStaff(t.database.db, 'admin')).email);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('webhook endpoints of an API client (/api/ops/webhooks)', () => {
  it('lets a client allowed events manage its own endpoints only, hearing only of its centers', async () => {
    const austinDms = await createClient({ name: 'Austin DMS', operations: ['events'], centerIds: [austin] });
    const companyDms = await createClient({ name: 'Company DMS', operations: ['events'] });
    const visitsOnly = await createClient({ name: 'Visits only', operations: ['visits'] });

    expect((await opsCall('GET', '/api/ops/webhooks', visitsOnly.secret)).statusCode).toBe(403);
    const fields = { url: receiverUrl, description: 'Austin', eventTypes: ['appointment.booked'] };
    const made = await opsCall('POST', '/api/ops/webhooks', austinDms.secret, fields);
    expect(made.statusCode, made.body).toBe(200);
    const mine = made.json<EndpointReply>();
    expect(mine.secret).toMatch(/^whsec_/);
    expect(mine.endpoint.apiClientName).toBe('Austin DMS');
    const company = (
      await opsCall('POST', '/api/ops/webhooks', companyDms.secret, { ...fields, description: 'All' })
    ).json<EndpointReply>();

    // Each client lists its own; the console lists both with their owner.
    const listed = (await opsCall('GET', '/api/ops/webhooks', austinDms.secret)).json<{ endpoints: { id: string }[] }>();
    expect(listed.endpoints.map((e) => e.id)).toEqual([mine.endpoint.id]);
    const console = (await t.call('webhooks/listEndpoints', {}, { token: admin })).json<{
      endpoints: { id: string; apiClientName: string | null }[];
    }>();
    expect(console.endpoints).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: mine.endpoint.id, apiClientName: 'Austin DMS' }),
        expect.objectContaining({ id: company.endpoint.id, apiClientName: 'Company DMS' }),
      ]),
    );

    // A booking at Houston reaches the company's endpoint, never Austin's.
    const atHouston = await bookAt(houston);
    const atAustin = await bookAt(austin);
    const austinBodies = (await deliveriesTo(mine.endpoint.id)).map((row) => row.body);
    expect(austinBodies).toHaveLength(1);
    expect(austinBodies[0]).toContain(atAustin.donorNumber);
    const companyBodies = (await deliveriesTo(company.endpoint.id)).map((row) => row.body).join('\n');
    expect(companyBodies).toContain(atHouston.donorNumber);
    expect(companyBodies).toContain(atAustin.donorNumber);

    // The events feed is scoped the same way.
    const feed = (await opsCall('GET', '/api/ops/events?limit=1000', austinDms.secret)).body;
    expect(feed).toContain(atAustin.donorNumber);
    expect(feed).not.toContain(atHouston.donorNumber);

    // Another client's endpoint does not exist for it: not rotated, deleted or replayed.
    const path = `/api/ops/webhooks/${mine.endpoint.id}`;
    expect((await opsCall('POST', `${path}/rotate`, companyDms.secret)).statusCode).toBe(404);
    expect((await opsCall('DELETE', path, companyDms.secret)).statusCode).toBe(404);
    const replay = await opsCall('POST', '/api/ops/events/replay', companyDms.secret, {
      from: '2026-06-01T00:00:00Z',
      endpointId: mine.endpoint.id,
    });
    expect(replay.statusCode).toBe(404);
  });

  it('rotates with an Idempotency-Key whose kept reply is sealed, and deletes, audited under the client', async () => {
    const { secret: key } = await createClient({ name: 'Rotating DMS', operations: ['events'] });
    const made = (
      await opsCall('POST', '/api/ops/webhooks', key, { url: receiverUrl, eventTypes: ['donor.registered'] })
    ).json<EndpointReply>();
    const path = `/api/ops/webhooks/${made.endpoint.id}`;
    const first = await opsCall('POST', `${path}/rotate`, key, undefined, { 'idempotency-key': 'rotate-1' });
    expect(first.statusCode, first.body).toBe(200);
    const rotated = first.json<EndpointReply>().secret;
    expect(rotated).not.toBe(made.secret);
    const again = await opsCall('POST', `${path}/rotate`, key, undefined, { 'idempotency-key': 'rotate-1' });
    expect(again.json<EndpointReply>().secret).toBe(rotated);
    const [kept] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'rotate-1'));
    expect(JSON.stringify(kept?.reply)).not.toContain(rotated.slice(6));

    expect((await opsCall('DELETE', path, key)).statusCode).toBe(200);
    expect((await opsCall('GET', '/api/ops/webhooks', key)).json()).toMatchObject({ endpoints: [] });
    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.apiClientName, 'Rotating DMS'))).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['ops/createWebhookEndpoint', 'ops/rotateWebhookSecret', 'ops/deleteWebhookEndpoint']));
  });

  it('refuses a bad address with a 400 naming the field', async () => {
    const { secret } = await createClient({ name: 'Typo DMS', operations: ['events'] });
    const res = await opsCall('POST', '/api/ops/webhooks', secret, { url: 'not an address', eventTypes: ['donor.registered'] });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: { path: string }[] }>().fields.map((f) => f.path)).toEqual(['url']);
  });
});

describe('the receivers allow-list (WEBHOOK_ALLOWED_HOSTS)', () => {
  it('refuses a host off the list, in the console and through the API, with a 400 naming the field', async () => {
    const { secret } = await createClient({ name: 'Listless DMS', operations: ['events'] });
    const api = await opsCall('POST', '/api/ops/webhooks', secret, {
      url: 'https://hooks.example.com/x',
      eventTypes: ['donor.registered'],
    });
    expect(api.statusCode).toBe(400);
    expect(api.json<{ fields: { path: string; code: string }[] }>().fields).toEqual([
      expect.objectContaining({ path: 'url', code: 'webhookHostNotAllowed' }),
    ]);
    const staff = await t.call('webhooks/createEndpoint', { url: 'http://10.0.0.7/hooks', eventTypes: ['donor.registered'] } as never, {
      token: admin,
      lang: 'es',
    });
    expect(staff.statusCode).toBe(400);
    const [field] = staff.json<{ fields: { path: string; message: string }[] }>().fields;
    expect(field?.path).toBe('params.url');
    expect(field?.message).toContain('administrador');
  });

  it('without a list, refuses a loopback receiver (SSRF) and takes a public one', async () => {
    const unlisted = await createTestApp();
    try {
      const token = await signInStaff(unlisted, (await createStaff(unlisted.database.db, 'admin')).email);
      const refused = await unlisted.call('webhooks/createEndpoint', { url: receiverUrl, eventTypes: ['donor.registered'] } as never, {
        token,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ fields: { code: string }[] }>().fields[0]?.code).toBe('webhookHostNotAllowed');
      const taken = await unlisted.call(
        'webhooks/createEndpoint',
        { url: 'https://hooks.example.com/portal', eventTypes: ['donor.registered'] } as never,
        { token },
      );
      expect(taken.statusCode, taken.body).toBe(200);
    } finally {
      await unlisted.close();
    }
  });
});
