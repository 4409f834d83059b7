import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../db/factories/staff';
import { pushSubscriptions } from '../../db/schema/index';
import { signedInDonor } from '../../test/booking';
import { startPushKit, testVapid, type PushKit } from '../../test/push-devices';
import { signIn, signInStaff } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 33 in the message log of issue 30: a donor's push messages, named by their device, with their state and tries,
// and the admin dashboard's counts of push messages failed today and waiting.
const vapid = testVapid();
let t: TestApp;
let kit: PushKit;

beforeAll(async () => {
  kit = await startPushKit(vapid);
  t = await createTestApp({ env: vapid.env });
});
afterAll(async () => {
  await t.close();
  await kit.close();
});

interface Logged {
  channel: string;
  template: string;
  destination: string;
  state: string;
  error: string | null;
  attempts: number;
  resendable: boolean;
}

describe('push messages in the message log', () => {
  it('are listed by device, never by endpoint, with state, error and tries; counted on the dashboard; never resent', async () => {
    const care = await signInStaff(t, (await createStaff(t.database.db, 'donor_care')).email);
    const admin = await signInStaff(t, (await createStaff(t.database.db, 'admin')).email);
    const donor = await signedInDonor(t);
    // Three devices, each its own sign-in (a subscription belongs to the session it was made in).
    const phone = await kit.addDevice(t, donor.token, 'Chrome on Android');
    const down = await kit.addDevice(t, (await signIn(t, donor.donor.email ?? '')).token, 'Edge on Windows');
    const gone = await kit.addDevice(t, (await signIn(t, donor.donor.email ?? '')).token, 'Safari on iPhone');
    kit.service.answer(down.path, 503);
    kit.service.answer(gone.path, 410);
    // A reminder to each device, as the reminder job sends it (features/booking/push-reminders.test.ts).
    const messenger = kit.messenger(t);
    for (const device of [phone, down, gone]) {
      await messenger.send({
        channel: 'push',
        to: device.deviceId,
        template: 'appointmentReminder',
        lang: 'en',
        values: { lead: 'tomorrow', when: 'Thursday, June 18, 9:00 AM', center: 'Demo Plasma' },
        openPath: '/appointments',
      });
    }
    // The 410 deleted its subscription: its message is still in her log.
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, gone.deviceId))).toEqual([]);

    const res = await t.call('messages/listDonorMessages', { donorNumber: donor.donor.donorNumber }, { token: care });
    expect(res.statusCode, res.body).toBe(200);
    const pushes = res
      .json<{ messages: Logged[] }>()
      .messages.filter((m) => m.channel === 'push')
      .map((m) => [m.destination, m.template, m.state, m.error, m.attempts, m.resendable])
      .sort();
    expect(pushes).toEqual([
      ['Chrome on Android', 'appointmentReminder', 'sent', null, 1, false],
      ['Edge on Windows', 'appointmentReminder', 'queued', '503', 1, false],
      ['Safari on iPhone', 'appointmentReminder', 'undeliverable', '410', 1, false],
    ]);
    expect(res.body).not.toContain(kit.service.url);
    expect(res.body).not.toContain(phone.path);
    expect(res.body).not.toContain(phone.deviceId);

    const failed = await t.call(
      'messages/listDonorMessages',
      { donorNumber: donor.donor.donorNumber, state: 'undeliverable' },
      { token: care },
    );
    expect(failed.json<{ messages: Logged[] }>().messages.map((m) => m.destination)).toEqual(['Safari on iPhone']);

    const counts = await t.call('messages/getMessageCounts', {}, { token: admin });
    expect(counts.statusCode, counts.body).toBe(200);
    expect(counts.json<{ channels: unknown[] }>().channels).toContainEqual({ channel: 'push', failedToday: 1, waiting: 1 });

    const pushRow = res.json<{ messages: (Logged & { id: string })[] }>().messages.find((m) => m.destination === 'Edge on Windows');
    const resend = await t.call(
      'messages/resendMessage',
      { donorNumber: donor.donor.donorNumber, messageId: pushRow?.id ?? '' },
      { token: care },
    );
    expect(resend.statusCode).toBe(404);
  });

  it('are not another donor’s', async () => {
    const care = await signInStaff(t, (await createStaff(t.database.db, 'donor_care')).email);
    const other = await signedInDonor(t);
    const res = await t.call('messages/listDonorMessages', { donorNumber: other.donor.donorNumber }, { token: care });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ messages: Logged[] }>().messages.filter((m) => m.channel === 'push')).toEqual([]);
  });
});
