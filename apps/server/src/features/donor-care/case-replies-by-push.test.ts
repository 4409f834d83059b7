import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCase } from '../../db/factories/donor-care-cases';
import { createStaff } from '../../db/factories/staff';
import { messagesOutbox } from '../../db/schema/index';
import { signedInDonor } from '../../test/booking';
import { expectLockScreenSafe, startPushKit, testVapid, type PushKit } from '../../test/push-devices';
import { signIn, signInStaff } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 33: donor care's answer to a signed-in donor's request reaches the devices where she turned push on, through
// the outbox (the app's own messenger, given VAPID keys), to a local push service that decrypts what it gets (RFC 8291).
const vapid = testVapid();
let t: TestApp;
let kit: PushKit;
let care: string;

beforeAll(async () => {
  kit = await startPushKit(vapid);
  t = await createTestApp({ env: { ...vapid.env, PUBLIC_URL: 'https://portal.test' } });
  care = await signInStaff(t, (await createStaff(t.database.db, 'donor_care')).email);
});
afterAll(async () => {
  await t.close();
  await kit.close();
});

const nothingByPush = { rewards: false, promotions: false, reminders: false };
const reply = (caseId: string, body: string) => t.call('cases/reply', { caseId, body }, { token: care });

describe('case replies by push', () => {
  it('reach each of her devices in her language, naming the request, never the answer, and open My requests', async () => {
    // An answer to her own request: pushed whatever her choices of news and reminders, once she turned push on.
    const donor = await signedInDonor(t, {
      language: 'es',
      communicationPreferences: { email: nothingByPush, sms: nothingByPush, push: nothingByPush },
    });
    const phone = await kit.addDevice(t, donor.token);
    // Her second device: another sign-in (a subscription belongs to the session it was made in).
    const laptop = await kit.addDevice(t, (await signIn(t, donor.donor.email ?? '')).token, 'Firefox on Windows');
    const opened = await createCase(t.database.db, t.config, { donorId: donor.donor.id, language: 'en' });
    const answer = 'Tu código de verificación es 482913 y tu tarjeta ya está activa.';
    const replied = await reply(opened.id, answer);
    expect(replied.statusCode, replied.body).toBe(200);

    const [payload, ...more] = kit.payloadsTo(phone);
    expect(more).toEqual([]);
    expect(payload).toEqual({
      title: 'Atención al donante te respondió',
      body: expect.stringMatching(/^Tu solicitud DC-\d{5} tiene respuesta\. Toca para leerla\.$/),
      url: '/contact',
      tag: 'caseReply',
    });
    expect(kit.payloadsTo(laptop)).toEqual([payload]);
    expectLockScreenSafe(payload, [answer, '482913', 'tarjeta', donor.donor.email ?? '', 'A question']);
    const [row] = await t.database.db
      .select()
      .from(messagesOutbox)
      .where(and(eq(messagesOutbox.channel, 'push'), eq(messagesOutbox.destination, phone.deviceId)));
    expect(row).toMatchObject({ template: 'caseReply', language: 'es', state: 'sent', openPath: '/contact' });
    expect(row?.body).not.toContain(answer);
  });

  it('are in English for an English-speaking donor', async () => {
    const donor = await signedInDonor(t, { language: 'en' });
    const device = await kit.addDevice(t, donor.token);
    const opened = await createCase(t.database.db, t.config, { donorId: donor.donor.id, language: 'es' });
    expect((await reply(opened.id, 'We checked it.')).statusCode).toBe(200);
    expect(kit.payloadsTo(device)).toMatchObject([{ title: 'Donor care answered you', url: '/contact', tag: 'caseReply' }]);
  });

  it('are not pushed to a donor who turned push off on her device, nor to a device signed out', async () => {
    const donor = await signedInDonor(t, { language: 'en' });
    const removed = await kit.addDevice(t, donor.token);
    expect((await t.call('profile/removePushDevice', { deviceId: removed.deviceId }, { token: donor.token })).statusCode).toBe(200);
    const other = await signedInDonor(t, { language: 'en' });
    const signedOut = await kit.addDevice(t, other.token);
    expect((await t.call('authentication/logout', {}, { token: other.token })).statusCode).toBe(200);

    for (const who of [donor, other]) {
      const opened = await createCase(t.database.db, t.config, { donorId: who.donor.id });
      expect((await reply(opened.id, 'Answered.')).statusCode).toBe(200);
    }
    expect(kit.payloadsTo(removed)).toEqual([]);
    expect(kit.payloadsTo(signedOut)).toEqual([]);
    const pushes = await t.database.db
      .select()
      .from(messagesOutbox)
      .where(and(eq(messagesOutbox.channel, 'push'), eq(messagesOutbox.template, 'caseReply')));
    expect(pushes.filter((row) => [removed.deviceId, signedOut.deviceId].includes(row.destination))).toEqual([]);
  });

  it('are not pushed for a request sent signed out, even from an address of a donor with push on', async () => {
    const donor = await signedInDonor(t, { language: 'en' });
    const device = await kit.addDevice(t, donor.token);
    const visitor = await createCase(t.database.db, t.config, { email: donor.donor.email ?? '' });
    expect((await reply(visitor.id, 'Answered.')).statusCode).toBe(200);
    expect(kit.payloadsTo(device)).toEqual([]);
  });
});
