import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { consentRecords, donors } from '../../db/schema/index';
import { createMessenger } from '../../domain/messaging/messenger';
import { freePort } from '../../test/free-port';
import { startSmtpPeer, type SmtpPeer } from '../../test/smtp-peer';
import { createTestApp, type TestApp } from '../../test/test-app';

/** One-click unsubscribe (RFC 8058) on campaign and offer e-mails: the headers, and the POST a mail client sends. */
let t: TestApp;
let peer: SmtpPeer;

beforeAll(async () => {
  peer = await startSmtpPeer(await freePort());
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await peer.stop();
});

/** Sends one e-mail of `template` to a new donor through a messenger signing with the app's secret; answers the donor and the raw e-mail. */
async function mailed(template: 'campaign' | 'waitlistOffer' | 'passwordChanged') {
  const donor = await createDonor(t.database.db, {});
  const messenger = createMessenger({
    db: t.database.db,
    clock: t.clock,
    brandName: 'Acme Plasma',
    smtp: { url: `smtp://127.0.0.1:${peer.port}`, from: 'portal@demo.example', timeoutMs: 2000 },
    unsubscribeSecret: t.config.tokenSecret,
  });
  const to = donor.email as string;
  await messenger.send({
    channel: 'email',
    to,
    template,
    lang: 'en',
    values: {},
    unsubscribe: { donorId: donor.id, publicUrl: 'https://portal.test' },
  });
  const raw = peer.received.find((m) => m.to.includes(to))?.raw ?? '';
  return { donor, raw: raw.replace(/\r\n[ \t]+/g, ' ') };
}

const oneClick = (url: string, payload = 'List-Unsubscribe=One-Click') =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });

const choices = async (id: string) =>
  (await t.database.db.select({ prefs: donors.communicationPreferences }).from(donors).where(eq(donors.id, id)))[0]?.prefs;

describe(`one-click unsubscribe (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('a campaign e-mail carries List-Unsubscribe (https) and List-Unsubscribe-Post; its POST turns campaign e-mails off', async () => {
    const { donor, raw } = await mailed('campaign');
    const link = /^List-Unsubscribe: <(https:\/\/portal\.test\/api\/messages\/unsubscribe\?token=[^>]+)>$/m.exec(raw)?.[1];
    expect(link).toBeDefined();
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(await choices(donor.id)).toMatchObject({ email: { promotions: true, reminders: true }, sms: { reminders: true } });

    const res = await oneClick(new URL(link as string).pathname + new URL(link as string).search);
    expect(res.statusCode, res.body).toBe(200);
    expect(await choices(donor.id)).toMatchObject({ email: { promotions: false, reminders: true }, sms: { reminders: true } });
    // A mail client that posts twice changes nothing more: one withdrawal in the consent history, by the link.
    expect((await oneClick(new URL(link as string).pathname + new URL(link as string).search)).statusCode).toBe(200);
    const history = await t.database.db
      .select({
        channel: consentRecords.channel,
        kind: consentRecords.kind,
        granted: consentRecords.granted,
        source: consentRecords.source,
      })
      .from(consentRecords)
      .where(eq(consentRecords.donorId, donor.id));
    expect(history.filter((row) => row.source === 'one-click')).toEqual([
      { channel: 'email', kind: 'promotions', granted: false, source: 'one-click' },
    ]);
  });

  it('a waitlist offer’s link turns appointment e-mails off; a code or notice carries none', async () => {
    const offer = await mailed('waitlistOffer');
    const link = /^List-Unsubscribe: <https:\/\/portal\.test([^>]+)>$/m.exec(offer.raw)?.[1] as string;
    expect((await oneClick(link)).statusCode).toBe(200);
    expect(await choices(offer.donor.id)).toMatchObject({ email: { promotions: true, reminders: false } });
    expect((await mailed('passwordChanged')).raw).not.toMatch(/^List-Unsubscribe/m);
  });

  it('refuses a token it did not sign and a body without One-Click: 400, nothing changed', async () => {
    const { donor, raw } = await mailed('campaign');
    const link = /^List-Unsubscribe: <https:\/\/portal\.test([^>]+)>$/m.exec(raw)?.[1] as string;
    const forged = link.replace(/promotions\.[^&]+$/, 'promotions.AAAA');
    const bad = await oneClick(forged);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'unsubscribeLinkInvalid' });
    const noBody = await oneClick(link, 'something=else');
    expect(noBody.statusCode).toBe(400);
    expect(JSON.stringify(noBody.json())).toContain('List-Unsubscribe');
    expect((await oneClick('/api/messages/unsubscribe')).statusCode).toBe(400);
    expect(await choices(donor.id)).toMatchObject({ email: { promotions: true } });
  });
});
