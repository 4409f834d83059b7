import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVisit } from '../../db/factories/visits';
import { messagesOutbox, pushSubscriptions } from '../../db/schema/index';
import { createBookableCenter, newRequestId, signedInDonor } from '../../test/booking';
import { expectLockScreenSafe, startPushKit, testVapid, type PushKit } from '../../test/push-devices';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sendDueReminders } from './reminders';
import type { ScheduledWorkDeps } from './scheduled-work-deps';
import { runWaitlist } from './waitlist/waitlist-offers';

// Issue 33: reminders and waitlist offers by push, through the outbox, to a local push service that decrypts what it
// gets (RFC 8291).
const vapid = testVapid();
let t: TestApp;
let centerId: number;
let deps: ScheduledWorkDeps;
let kit: PushKit;

beforeAll(async () => {
  kit = await startPushKit(vapid);
  t = await createTestApp({ env: vapid.env });
  centerId = (await createBookableCenter(t)).id;
  deps = { db: t.database.db, clock: t.clock, messenger: kit.messenger(t), publicUrl: 'https://portal.test' };
});
afterAll(async () => {
  await t.close();
  await kit.close();
});

const everything = { rewards: true, promotions: true, reminders: true };

async function donorWithDevice(language: 'en' | 'es', push = everything) {
  const signedIn = await signedInDonor(t, {
    homeLocationId: centerId,
    language,
    communicationPreferences: { email: everything, sms: everything, push },
  });
  await createVisit(t.database.db, { donorId: signedIn.donor.id, locationId: centerId, checkinAt: new Date('2026-05-15T14:00:00Z') });
  return { ...signedIn, ...(await kit.addDevice(t, signedIn.token)) };
}

const pushesTo = (path: string) => kit.service.received.filter((push) => push.path === path);
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
    const device = await donorWithDevice('es');
    const { token, path, deviceId } = device;
    expect((await book(token, '2026-06-18T09:00:00-05:00')).statusCode).toBe(200);
    t.clock.set('2026-06-17T14:00:00Z');
    await sendDueReminders(deps);
    await sendDueReminders(deps);
    const [push, ...more] = pushesTo(path);
    expect(more).toHaveLength(0);
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    const [payload] = kit.payloadsTo(device);
    expectLockScreenSafe(payload, [device.donor.email ?? '', device.donor.donorNumber]);
    expect(payload).toMatchObject({ title: 'Tu cita de mañana', url: '/appointments', tag: 'appointmentReminder' });
    expect(payload?.body).toMatch(/^jueves, 18 de junio, 9:00 a\.m\. en .+\. Toca para verla o cambiarla\.$/);
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
    kit.service.answer(gone.path, 410);
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
  /** A one-chair center whose only slot of the 17th a first donor takes, and a donor waiting for it. */
  async function fullDay() {
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
    return {
      async wait(language: 'en' | 'es', push = everything) {
        const waiting = await donorWithDevice(language, push);
        await createVisit(t.database.db, { donorId: waiting.donor.id, locationId: small.id, checkinAt: new Date('2026-05-16T14:00:00Z') });
        const joined = await t.call('appointment/joinWaitlist', { locationID: small.id, date: '2026-06-17' }, { token: waiting.token });
        expect(joined.statusCode, joined.body).toBe(200);
        return waiting;
      },
      async freeTheChair() {
        const cancelled = await t.call('appointment/cancel', { appointmentID: booked.json().appointment.id }, { token: first.token });
        expect(cancelled.statusCode).toBe(200);
        expect(await runWaitlist(deps)).toBe(1);
      },
    };
  }

  it('tell a waiting donor a chair is free, in her language, opening her appointments, with no link or code', async () => {
    const day = await fullDay();
    const waiting = await day.wait('es');
    await day.freeTheChair();
    const [payload, ...more] = kit.payloadsTo(waiting);
    expect(more).toEqual([]);
    expect(payload).toMatchObject({ title: 'Hay un sillón libre para ti', url: '/appointments', tag: 'waitlistOffer' });
    expect(payload?.body).toMatch(/, miércoles, 17 de junio, 9:00 a\.m\.: te lo guardamos hasta las 10:15 a\.m\.; toca para aceptarlo\.$/);
    expectLockScreenSafe(payload, [waiting.donor.email ?? '', waiting.donor.donorNumber]);
    const [row] = await t.database.db.select().from(messagesOutbox).where(eq(messagesOutbox.destination, waiting.deviceId));
    expect(row).toMatchObject({ channel: 'push', template: 'waitlistOffer', language: 'es', state: 'sent', openPath: '/appointments' });
  });

  it('are offered in English to an English-speaking donor', async () => {
    const day = await fullDay();
    const waiting = await day.wait('en');
    await day.freeTheChair();
    const [payload] = kit.payloadsTo(waiting);
    expect(payload).toMatchObject({ title: 'A chair is free for you', url: '/appointments', tag: 'waitlistOffer' });
    expect(payload?.body).toMatch(/Held until 10:15 AM: tap to accept it\.$/);
  });

  it('are not pushed to a donor who did not choose push for reminders, who still gets the offer by e-mail', async () => {
    const day = await fullDay();
    const waiting = await day.wait('en', { ...everything, reminders: false });
    await day.freeTheChair();
    expect(pushesTo(waiting.path)).toEqual([]);
    const offers = await t.database.db
      .select({ channel: messagesOutbox.channel })
      .from(messagesOutbox)
      .where(and(eq(messagesOutbox.destination, waiting.donor.email ?? ''), eq(messagesOutbox.template, 'waitlistOffer')));
    expect(offers).toEqual([{ channel: 'email' }]);
  });
});
