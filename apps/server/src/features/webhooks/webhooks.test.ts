import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, asc, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStaff } from '../../db/factories/staff';
import { integrationEvents, messagesOutbox, webhookEndpoints } from '../../db/schema/index';
import { createMessenger, type Messenger } from '../../domain/messaging/messenger';
import { createWebhookSender, WEBHOOK_PAUSE_AFTER_MS } from '../../domain/messaging/webhooks';
import { createBookableCenter, newRequestId, signedInDonor } from '../../test/booking';
import { signInStaff } from '../../test/sign-in';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app';

const OPS_KEY = 'ops-key-for-webhook-tests-0123456789';
let t: TestApp;
let admin: string;
let adminEmail: string;
let centerId: number;
let messenger: Messenger;

/** A receiver the test starts: it verifies each delivery with the `standardwebhooks` package and answers `status`. */
interface Receiver {
  url: string;
  status: number;
  secrets: string[];
  received: { headers: IncomingHttpHeaders; body: string; verified: boolean[] }[];
  server: Server;
}
const receivers: Receiver[] = [];

async function startReceiver(status = 200): Promise<Receiver> {
  const receiver: Receiver = { url: '', status, secrets: [], received: [], server: createServer() };
  receiver.server.on('request', (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      // The signature's time is the server's injected clock: the package checks it against "now".
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(t.clock.now());
      const verified = receiver.secrets.map((secret) => {
        try {
          new Webhook(secret).verify(body, request.headers as Record<string, string>);
          return true;
        } catch {
          return false;
        }
      });
      vi.useRealTimers();
      receiver.received.push({ headers: request.headers, body, verified });
      response.writeHead(receiver.status, { 'content-type': 'text/plain' }).end(receiver.status < 300 ? 'thanks' : 'receiver broken');
    });
  });
  await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/hooks`;
  receivers.push(receiver);
  return receiver;
}

beforeAll(async () => {
  t = await createTestApp({ env: { OPS_API_KEY: OPS_KEY, WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' } });
  centerId = (await createBookableCenter(t)).id;
  adminEmail = (await createStaff(t.database.db, 'admin')).email;
  admin = await signInStaff(t, adminEmail);
  // The delivery as the outbox job runs it, on the test's database and clock.
  messenger = createMessenger({
    db: t.database.db,
    clock: t.clock,
    brandName: 'Demo Plasma',
    webhooks: createWebhookSender({
      db: t.database.db,
      clock: t.clock,
      encryptionKey: t.config.totpEncryptionKey,
      timeoutMs: 2000,
      consoleUrl: 'http://localhost/staff/webhooks',
      allowedHosts: ['127.0.0.1'],
    }),
    random: () => 0.5,
  });
});
afterEach(() => t.clock.set(TEST_NOW));
afterAll(async () => {
  for (const receiver of receivers) await new Promise((resolve) => receiver.server.close(resolve));
  await t.close();
});

async function createEndpoint(receiver: Receiver, eventTypes: string[] = ['appointment.booked', 'appointment.cancelled']) {
  const res = await t.call('webhooks/createEndpoint', { url: receiver.url, description: 'DMS', eventTypes } as never, { token: admin });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ endpoint: { id: string }; secret: string }>();
  receiver.secrets.push(body.secret);
  return body;
}

let hour = 7;
/** A new donor books a window of her own (each window has three chairs). */
async function book() {
  const { donor, token } = await signedInDonor(t);
  hour += 1;
  const start = `2026-06-17T${String(hour).padStart(2, '0')}:00:00-05:00`;
  const res = await t.call('appointment/book', { locationID: centerId, start, requestId: newRequestId() }, { token });
  expect(res.statusCode, res.body).toBe(200);
  return { donor, token, appointmentId: res.json<{ appointment: { id: string } }>().appointment.id };
}

const ops = (url: string, key: string | null = OPS_KEY) => t.app.inject({ method: 'GET', url, headers: key ? { 'x-ops-key': key } : {} });

describe('webhook endpoints in the console', () => {
  it('shows the secret once, keeps it sealed, and lets only admins manage endpoints', async () => {
    const receiver = await startReceiver();
    const { endpoint, secret } = await createEndpoint(receiver);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const [row] = await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row?.secret).toMatch(/^v1\./);
    expect(row?.secret).not.toContain(secret.slice(6));
    const list = await t.call('webhooks/listEndpoints', {}, { token: admin });
    expect(list.body).toContain(endpoint.id);
    expect(list.body).not.toContain(secret);
    const staff = await signInStaff(t, (await createStaff(t.database.db, 'center_manager', { centerIds: [centerId] })).email);
    expect((await t.call('webhooks/listEndpoints', {}, { token: staff })).statusCode).toBe(403);
  });

  it('refuses a bad address or no events with 400 naming the fields, writing nothing', async () => {
    const before = await t.database.db.select().from(webhookEndpoints);
    const res = await t.call('webhooks/createEndpoint', { url: 'ftp://x', eventTypes: [] } as never, { token: admin, lang: 'es' });
    expect(res.statusCode).toBe(400);
    const fields = res.json<{ fields: { path: string; message: string }[] }>().fields;
    expect(fields.map((f) => f.path).sort()).toEqual(['params.eventTypes', 'params.url']);
    expect(fields.find((f) => f.path === 'params.url')?.message).toContain('dirección');
    expect(await t.database.db.select().from(webhookEndpoints)).toHaveLength(before.length);
  });
});

describe('events out', () => {
  it('writes the event with the booking and delivers it signed, verified by a Standard Webhooks receiver', async () => {
    const receiver = await startReceiver();
    const { endpoint } = await createEndpoint(receiver);
    const other = await startReceiver();
    await createEndpoint(other, ['donor.registered']);
    const { donor, appointmentId } = await book();

    const queued = await t.database.db
      .select()
      .from(messagesOutbox)
      .where(and(eq(messagesOutbox.channel, 'webhook'), eq(messagesOutbox.destination, endpoint.id)));
    expect(queued).toHaveLength(1);
    // Delivered once the booking commits, by the process that committed it: no outbox job runs here.
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1), { timeout: 2_000, interval: 20 });
    expect(other.received).toHaveLength(0);
    const [delivery] = receiver.received;
    expect(delivery?.verified).toEqual([true]);
    const event = JSON.parse(delivery?.body ?? '{}') as { id: string; type: string; data: Record<string, unknown> };
    expect(event).toMatchObject({
      type: 'appointment.booked',
      data: { appointmentId, donorNumber: donor.donorNumber, locationID: centerId, startsAt: '2026-06-17T13:00:00.000Z' },
    });
    expect(delivery?.headers['webhook-id']).toBe(event.id);
    // Minimal personal data: the donor's number, never her name or e-mail.
    expect(delivery?.body).not.toContain(donor.firstName);
    expect(delivery?.body).not.toContain(String(donor.email));

    // The receiver answers before the sender records the attempt: wait for that write, not for a fixed time.
    await vi.waitFor(
      async () => {
        const deliveries = await t.call('webhooks/listDeliveries', { endpointId: endpoint.id }, { token: admin });
        expect(deliveries.json()).toMatchObject({
          deliveries: [
            { eventId: event.id, eventType: 'appointment.booked', state: 'sent', attempts: [{ statusCode: 200, reply: 'thanks' }] },
          ],
        });
      },
      { timeout: 2_000, interval: 20 },
    );
  });

  it('writes no event when the change is refused (the transaction rolls back)', async () => {
    const before = await t.database.db.select().from(integrationEvents);
    const { token } = await signedInDonor(t);
    const res = await t.call(
      'appointment/book',
      { locationID: centerId, start: '2026-06-17T10:07:00-05:00', requestId: newRequestId() },
      { token },
    );
    expect(res.statusCode).toBe(409);
    expect(await t.database.db.select().from(integrationEvents)).toHaveLength(before.length);
  });

  it('records cancellations, moves, contact and choice changes', async () => {
    const { token, appointmentId, donor } = await book();
    expect(
      (
        await t.call(
          'appointment/reschedule',
          { appointmentID: appointmentId, start: '2026-06-18T09:00:00-05:00', requestId: newRequestId() },
          { token },
        )
      ).statusCode,
    ).toBe(200);
    expect((await t.call('appointment/cancel', { appointmentID: appointmentId }, { token })).statusCode).toBe(200);
    const prefs = {
      email: { rewards: false, promotions: false, reminders: true },
      sms: { rewards: false, promotions: false, reminders: false },
      push: { rewards: false, promotions: false, reminders: false },
    };
    expect((await t.call('profile/updateCommunicationPreferences', { communicationPreferences: prefs }, { token })).statusCode).toBe(200);
    const rows = await t.database.db.select().from(integrationEvents).orderBy(asc(integrationEvents.seq));
    const mine = rows.filter((row) => row.data.donorNumber === donor.donorNumber).map((row) => row.type);
    expect(mine).toEqual(['appointment.booked', 'appointment.moved', 'appointment.cancelled', 'donor.communication_choices_changed']);
  });

  it('retries a failing receiver with backoff, keeps each reply, and pauses it after a day, telling the admins', async () => {
    const receiver = await startReceiver(500);
    const { endpoint } = await createEndpoint(receiver);
    await book();
    // The first try at once after the commit; the outbox job (the test's messenger) tries again when due.
    await vi.waitFor(async () => {
      const [tried] = await t.database.db.select().from(messagesOutbox).where(eq(messagesOutbox.destination, endpoint.id));
      expect(tried?.state).toBe('queued');
      expect(tried?.attempts).toBe(1);
    });
    expect(receiver.received).toHaveLength(1);
    const [row] = await t.database.db.select().from(messagesOutbox).where(eq(messagesOutbox.destination, endpoint.id));
    // The first wait: 5 s, give or take the jitter (the committing process draws it at random).
    const wait = (row?.nextAttemptAt?.getTime() ?? 0) - t.clock.now().getTime();
    expect(wait).toBeGreaterThanOrEqual(4_000);
    expect(wait).toBeLessThanOrEqual(6_000);
    // Not due yet: nothing is sent.
    await messenger.deliverDue();
    expect(receiver.received).toHaveLength(1);

    // Each retry when due, until a day of failures has passed.
    let tries = 1;
    while (t.clock.now().getTime() - Date.parse(TEST_NOW) < WEBHOOK_PAUSE_AFTER_MS) {
      const [due] = await t.database.db.select().from(messagesOutbox).where(eq(messagesOutbox.destination, endpoint.id));
      expect(due?.state).toBe('queued');
      t.clock.set(new Date(due?.nextAttemptAt ?? 0));
      await messenger.deliverDue();
      tries += 1;
      // The app's own process may take the try instead (a late commit notice runs its delivery on the same clock): once, either way.
      await vi.waitFor(async () => {
        expect(receiver.received).toHaveLength(tries);
        const [after] = await t.database.db.select().from(messagesOutbox).where(eq(messagesOutbox.destination, endpoint.id));
        expect(after?.state).not.toBe('sending');
      });
    }
    const [paused] = await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(paused).toMatchObject({ pausedReason: 'failing' });
    const notices = await t.database.db.select().from(messagesOutbox).where(eq(messagesOutbox.template, 'webhookPaused'));
    expect(notices.length).toBeGreaterThan(0);
    expect(notices[0]?.body).toContain(new URL(receiver.url).origin);

    // Paused: nothing more is sent, even when due.
    t.clock.set(new Date(t.clock.now().getTime() + 48 * 3_600_000));
    await messenger.deliverDue();
    expect(receiver.received).toHaveLength(tries);

    // Resumed with a working receiver: the waiting delivery goes.
    receiver.status = 200;
    // Days later: the admin signs in again.
    const lateAdmin = await signInStaff(t, adminEmail);
    const resumed = await t.call('webhooks/setPaused', { endpointId: endpoint.id, paused: false }, { token: lateAdmin });
    expect(resumed.json()).toMatchObject({ endpoint: { pausedAt: null } });
    // Resuming hands the waiting delivery over at once, as a commit does.
    await vi.waitFor(() => expect(receiver.received).toHaveLength(tries + 1));
    await vi.waitFor(async () => {
      const [sent] = await t.database.db.select().from(messagesOutbox).where(eq(messagesOutbox.destination, endpoint.id));
      expect(sent?.state).toBe('sent');
    });
    const list = (await t.call('webhooks/listDeliveries', { endpointId: endpoint.id }, { token: lateAdmin })).json<{
      deliveries: { state: string; attempts: { statusCode: number; reply: string }[] }[];
    }>();
    expect(list.deliveries[0]?.state).toBe('sent');
    expect(list.deliveries[0]?.attempts.map((a) => a.statusCode)).toEqual([...Array<number>(tries).fill(500), 200]);
    expect(list.deliveries[0]?.attempts[0]?.reply).toBe('receiver broken');
  });

  it('signs with both secrets during a rotation overlap', async () => {
    const receiver = await startReceiver();
    const { endpoint, secret: old } = await createEndpoint(receiver);
    const rotated = await t.call('webhooks/rotateSecret', { endpointId: endpoint.id }, { token: admin });
    const fresh = rotated.json<{ secret: string }>().secret;
    expect(fresh).not.toBe(old);
    receiver.secrets = [old, fresh];
    await book();
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1));
    expect(receiver.received[0]?.verified).toEqual([true, true]);
    expect(String(receiver.received[0]?.headers['webhook-signature']).split(' ')).toHaveLength(2);
    // After the overlap only the new secret signs.
    receiver.secrets = [old];
    t.clock.set(new Date(Date.parse(TEST_NOW) + 25 * 3_600_000));
    await book();
    await vi.waitFor(() => expect(receiver.received).toHaveLength(2));
    expect(receiver.received[1]?.verified).toEqual([false]);
  });
});

describe('GET /api/ops/events and replays', () => {
  it('needs the operations key, pages after an event id or from a time, and refuses a bad since', async () => {
    expect((await ops('/api/ops/events', null)).statusCode).toBe(401);
    expect((await ops('/api/ops/events', 'a-wrong-key-of-enough-length-000')).statusCode).toBe(401);
    const all = (await ops('/api/ops/events?limit=1000')).json<{ events: { id: string; type: string }[] }>().events;
    expect(all.length).toBeGreaterThan(2);
    const after = (await ops(`/api/ops/events?since=${all[0]?.id}&limit=1`)).json<{ events: { id: string }[]; next: string }>();
    expect(after.events.map((e) => e.id)).toEqual([all[1]?.id]);
    expect(after.next).toBe(all[1]?.id);
    const fromTime = (await ops(`/api/ops/events?since=${encodeURIComponent('2026-06-16T00:00:00Z')}`)).json<{ events: unknown[] }>();
    expect(fromTime.events.length).toBeLessThan(all.length);
    const bad = await ops('/api/ops/events?since=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fields: { path: string }[] }>().fields[0]?.path).toBe('query.since');
  });

  it('replays the events from a time to an endpoint, with their own ids', async () => {
    const receiver = await startReceiver();
    const { endpoint } = await createEndpoint(receiver);
    await book();
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1));
    const replay = await t.call('webhooks/replay', { endpointId: endpoint.id, from: TEST_NOW }, { token: admin });
    const replayed = replay.json<{ queued: number }>().queued;
    expect(replayed).toBeGreaterThanOrEqual(1);
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1 + replayed));
    const ids = receiver.received.map((r) => r.headers['webhook-id']);
    expect(ids).toContain(receiver.received[0]?.headers['webhook-id']);
    expect(ids.filter((id) => id === ids[0])).toHaveLength(2);
    const viaOps = await t.app.inject({
      method: 'POST',
      url: '/api/ops/events/replay',
      headers: { 'x-ops-key': OPS_KEY, 'content-type': 'application/json' },
      payload: { from: TEST_NOW, endpointId: endpoint.id },
    });
    expect(viaOps.json()).toMatchObject({ status: 200 });
    expect(viaOps.json<{ queued: number }>().queued).toBeGreaterThanOrEqual(1);
  });
});
