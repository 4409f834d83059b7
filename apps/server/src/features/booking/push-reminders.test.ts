import { and, eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVisit } from '../../db/factories/visits';
import { messagesOutbox, pushSubscriptions } from '../../db/schema/index';
import { createMessenger } from '../../domain/messaging/messenger';
import { webPushAdapter } from '../../domain/messaging/web-push';
import { createBookableCenter, newRequestId, signedInDonor } from '../../test/booking';
import { browserKeys, startPushService, type TestBrowserKeys } from '../../test/push-service';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sendDueReminders } from './reminders';
import type { ScheduledWorkDeps } from './scheduled-work-deps';
import { runWaitlist } from './waitlist/waitlist-offers';

// Issue 33: reminders by push, through the outbox, to a local push service that decrypts what it gets (RFC 8291).
const vapid = webpush.generateVAPIDKeys();
let t: TestApp;
let centerId: number;
let deps: ScheduledWorkDeps;
let pushService: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  pushService = await startPushService(vapid.publicKey);
  t = await createTestApp({
    env: { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'mailto:ops@portal.test' },
  });
  centerId = (await createBookableCenter(t)).id;
  const db = t.database.db;
  const push = webPushAdapter({ ...vapid, subject: 'mailto:ops@portal.test', timeoutMs: 5_000 });
  deps = {
    db,
    clock: t.clock,
    messenger: createMessenger({ db, clock: t.clock, brandName: 'Demo Plasma', push }),
    publicUrl: 'https://portal.test',
  };
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

const everything = { rewards: true, promotions: true, reminders: true };

async function donorWithDevice(language: 'en' | 'es', push = everything) {
  const signedIn = await signedInDonor(t, {
    homeLocationId: centerId,
    language,
    communicationPreferences: { email: everything, sms: everything, push },
  });
  await createVisit(t.database.db, { donorId: signedIn.donor.id, locationId: centerId, checkinAt: new Date('2026-05-15T14:00:00Z') });
  const keys = browserKeys();
  const path = `/push/${newRequestId()}`;
  const added = await t.call(
    'profile/addPushDevice',
    { endpoint: `https://push.example.net${path}`, keys: { p256dh: keys.p256dh, auth: keys.auth }, deviceName: 'Chrome on Android' },
    { token: signedIn.token },
  );
  expect(added.statusCode, added.body).toBe(200);
  const deviceId = added.json<{ id: string }>().id;
  // Push services are https; the test's local one is plain http, so the row is pointed at it after the API kept it.
  await t.database.db
    .update(pushSubscriptions)
    .set({ endpoint: `${pushService.url}${path}` })
    .where(eq(pushSubscriptions.id, deviceId));
  return { ...signedIn, keys, path, deviceId };
}

const pushesTo = (path: string) => pushService.received.filter((push) => push.path === path);
const opened = (keys: TestBrowserKeys, body: Buffer) =>
  JSON.parse(keys.decrypt(body)) as { title: string; body: string; url: string; tag: string };
const book = (token: string, start: string) =>
  t.call('appointment/book', { locationID: centerId, start, requestId: newRequestId() }, { token });

describe('push devices', () => {
  it('are listed with the key to subscribe with, removable by their donor only, and refuse bad input naming the fields', async () => {
    t.clock.set('2026-06-15T15:00:00Z');
    const { token, deviceId } = await donorWithDevice('en');
    const listed = await t.call('profile/getPushDevices', {}, { token });
    expect(listed.json()).toMatchObject({
      publicKey: vapid.publicKey,
      devices: [{ id: deviceId, deviceName: 'Chrome on Android', thisDevice: true }],
    });
    const other = await signedInDonor(t);
    expect((await t.call('profile/removePushDevice', { deviceId }, { token: other.token })).statusCode).toBe(404);
    const bad = await t.call(
      'profile/addPushDevice',
      { endpoint: 'http://169.254.169.254/latest', keys: { p256dh: 'x', auth: '' }, deviceName: '' },
      { token },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/endpoint.*keys\.p256dh.*keys\.auth.*deviceName/);
    expect((await t.call('profile/removePushDevice', { deviceId }, { token })).statusCode).toBe(200);
    expect((await t.call('profile/getPushDevices', {}, { token })).json().devices).toEqual([]);
  });

  it('end with the sign-out of their device', async () => {
    const { token, deviceId } = await donorWithDevice('en');
    expect((await t.call('authentication/logout', {}, { token })).statusCode).toBe(200);
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, deviceId))).toEqual([]);
  });
});

describe('reminders by push', () => {
  it('reach each device once, encrypted for it, in her language, opening her appointments, with no code', async () => {
    t.clock.set('2026-06-15T15:00:00Z');
    const { token, keys, path, deviceId } = await donorWithDevice('es');
    expect((await book(token, '2026-06-18T09:00:00-05:00')).statusCode).toBe(200);
    t.clock.set('2026-06-17T14:00:00Z');
    await sendDueReminders(deps);
    await sendDueReminders(deps);
    const [push, ...more] = pushesTo(path);
    expect(more).toHaveLength(0);
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    const payload = opened(keys, push?.body ?? Buffer.alloc(0));
    expect(payload).toMatchObject({ title: 'Tu cita de mañana', url: '/appointments', tag: 'appointmentReminder' });
    expect(payload.body).toMatch(/^jueves, 18 de junio, 9:00 a\.m\. en .+\. Toca para verla o cambiarla\.$/);
    const [row] = await t.database.db.select().from(messagesOutbox).where(eq(messagesOutbox.destination, deviceId));
    expect(row?.state).toBe('sent');
  });

  it('are not sent to a donor who did not choose push for reminders', async () => {
    t.clock.set('2026-06-15T15:00:00Z');
    const { token, path } = await donorWithDevice('en', { ...everything, reminders: false });
    expect((await book(token, '2026-06-18T10:00:00-05:00')).statusCode).toBe(200);
    t.clock.set('2026-06-17T15:00:00Z');
    await sendDueReminders(deps);
    expect(pushesTo(path)).toHaveLength(0);
  });

  it('delete a subscription the push service says is gone (410), and the message is undeliverable', async () => {
    t.clock.set('2026-06-15T15:00:00Z');
    const gone = await donorWithDevice('en');
    pushService.answer(gone.path, 410);
    expect((await book(gone.token, '2026-06-18T11:00:00-05:00')).statusCode).toBe(200);
    t.clock.set('2026-06-17T16:00:00Z');
    await sendDueReminders(deps);
    expect(pushesTo(gone.path)).toHaveLength(1);
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, gone.deviceId))).toEqual([]);
    const [row] = await t.database.db
      .select()
      .from(messagesOutbox)
      .where(and(eq(messagesOutbox.destination, gone.deviceId), eq(messagesOutbox.channel, 'push')));
    expect(row).toMatchObject({ state: 'undeliverable', error: '410' });
  });
});

describe('waitlist offers by push', () => {
  it('tell a waiting donor a chair is free, in her language, opening her appointments', async () => {
    t.clock.set('2026-06-15T15:00:00Z');
    const hours = { open: '09:00', close: '10:20' };
    const small = await createBookableCenter(t, { chairs: 1, weeklyHours: [hours, hours, hours, hours, hours, hours, hours] });
    const first = await signedInDonor(t, { homeLocationId: small.id });
    await createVisit(t.database.db, { donorId: first.donor.id, locationId: small.id, checkinAt: new Date('2026-05-15T14:00:00Z') });
    const booked = await t.call(
      'appointment/book',
      { locationID: small.id, start: '2026-06-17T09:00:00-05:00', requestId: newRequestId() },
      { token: first.token },
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const waiting = await donorWithDevice('en');
    await createVisit(t.database.db, { donorId: waiting.donor.id, locationId: small.id, checkinAt: new Date('2026-05-16T14:00:00Z') });
    const joined = await t.call('appointment/joinWaitlist', { locationID: small.id, date: '2026-06-17' }, { token: waiting.token });
    expect(joined.statusCode, joined.body).toBe(200);
    const cancelled = await t.call('appointment/cancel', { appointmentID: booked.json().appointment.id }, { token: first.token });
    expect(cancelled.statusCode).toBe(200);
    expect(await runWaitlist(deps)).toBe(1);
    const [push] = pushesTo(waiting.path);
    const payload = opened(waiting.keys, push?.body ?? Buffer.alloc(0));
    expect(payload).toMatchObject({ title: 'A chair is free for you', url: '/appointments', tag: 'waitlistOffer' });
    expect(payload.body).toMatch(/Held until 10:15 AM: tap to accept it\.$/);
  });
});
