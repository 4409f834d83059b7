import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignFields } from '../../../db/factories/campaigns';
import { createLocation } from '../../../db/factories/locations';
import { createStaff } from '../../../db/factories/staff';
import { messagesOutbox } from '../../../db/schema/index';
import { signedInDonor } from '../../../test/booking';
import { expectLockScreenSafe, startPushKit, testVapid, type PushKit } from '../../../test/push-devices';
import { signIn, signInStaff } from '../../../test/sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { sendCampaignBatches } from './campaign-sends';

// Issue 33: a campaign reaches the devices of the donors who chose news by push (`push.promotions`), through the outbox,
// to a local push service that decrypts what it gets (RFC 8291).
const vapid = testVapid();
let t: TestApp;
let kit: PushKit;
let editor: string;

beforeAll(async () => {
  kit = await startPushKit(vapid);
  t = await createTestApp({ env: vapid.env });
  editor = await signInStaff(t, (await createStaff(t.database.db, 'content_editor')).email);
});
afterAll(async () => {
  await t.close();
  await kit.close();
});

const everything = { rewards: true, promotions: true, reminders: true };

async function donorWithDevice(centerId: number, language: 'en' | 'es', push = everything) {
  const signedIn = await signedInDonor(t, {
    homeLocationId: centerId,
    language,
    communicationPreferences: { email: everything, sms: { ...everything, promotions: false }, push },
  });
  return { ...signedIn, ...(await kit.addDevice(t, signedIn.token)) };
}

/** Saves and schedules a campaign for one center's donors, then runs the campaign job once. */
async function sendCampaign(centerId: number, fields = campaignFields('Double points week', { centerIds: [centerId] })) {
  const saved = await t.call('content/saveCampaign', { fields }, { token: editor });
  expect(saved.statusCode, saved.body).toBe(200);
  const { id } = saved.json<{ id: string }>();
  const scheduled = await t.call('content/scheduleCampaign', { id }, { token: editor });
  expect(scheduled.statusCode, scheduled.body).toBe(200);
  await sendCampaignBatches({
    db: t.database.db,
    clock: t.clock,
    messenger: kit.messenger(t),
    jobs: { trigger: async () => undefined },
    publicUrl: 'https://portal.test',
    config: t.config,
  });
  return id;
}

describe('campaigns by push', () => {
  it('reach each device of a donor who chose news by push, in her language, opening the campaign’s page', async () => {
    const center = (await createLocation(t.database.db)).id;
    const spanish = await donorWithDevice(center, 'es');
    const english = await donorWithDevice(center, 'en');
    // Her second device: another sign-in (a subscription belongs to the session it was made in).
    const secondDevice = await kit.addDevice(t, (await signIn(t, spanish.donor.email ?? '')).token);
    await sendCampaign(center);

    const [es, ...moreEs] = kit.payloadsTo(spanish);
    expect(moreEs).toEqual([]);
    expect(es).toEqual({
      title: 'Double points week (es)',
      body: 'Novedades de Demo Plasma. Toca para leerlas.',
      url: '/rewards',
      tag: 'campaign',
    });
    expect(kit.payloadsTo(secondDevice)).toEqual([es]);
    expect(kit.payloadsTo(english)).toEqual([
      { title: 'Double points week', body: 'News from Demo Plasma. Tap to read it.', url: '/rewards', tag: 'campaign' },
    ]);
    // The campaign's message and its links stay in the portal and the e-mail; the notification says only that there is news.
    expectLockScreenSafe(es, ['Dona esta semana', spanish.donor.email ?? '', 'portal.test']);
    const rows = await t.database.db
      .select({ state: messagesOutbox.state, openPath: messagesOutbox.openPath, language: messagesOutbox.language })
      .from(messagesOutbox)
      .where(and(eq(messagesOutbox.channel, 'push'), eq(messagesOutbox.destination, spanish.deviceId)));
    expect(rows).toEqual([{ state: 'sent', openPath: '/rewards', language: 'es' }]);
  });

  it('open the notifications list when the campaign has no page of its own', async () => {
    const center = (await createLocation(t.database.db)).id;
    const donor = await donorWithDevice(center, 'en');
    await sendCampaign(center, { ...campaignFields('Plain news', { centerIds: [center] }), link: '' });
    expect(kit.payloadsTo(donor)).toMatchObject([{ title: 'Plain news', url: '/notifications' }]);
  });

  it('are not pushed to a donor who did not choose news by push, who still gets its e-mail', async () => {
    const center = (await createLocation(t.database.db)).id;
    const donor = await donorWithDevice(center, 'en', { ...everything, promotions: false });
    await sendCampaign(center);
    expect(kit.payloadsTo(donor)).toEqual([]);
    const sent = await t.database.db
      .select({ channel: messagesOutbox.channel })
      .from(messagesOutbox)
      .where(and(eq(messagesOutbox.destination, donor.donor.email ?? ''), eq(messagesOutbox.template, 'campaign')));
    expect(sent).toEqual([{ channel: 'email' }]);
  });

  it('are not pushed to a device signed out since it turned push on', async () => {
    const center = (await createLocation(t.database.db)).id;
    const donor = await donorWithDevice(center, 'en');
    expect((await t.call('authentication/logout', {}, { token: donor.token })).statusCode).toBe(200);
    await sendCampaign(center);
    expect(kit.payloadsTo(donor)).toEqual([]);
    expect(await t.database.db.select().from(messagesOutbox).where(eq(messagesOutbox.destination, donor.deviceId))).toEqual([]);
  });
});
