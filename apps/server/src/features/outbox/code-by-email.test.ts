import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesOutbox } from '../../db/schema/index';
import { createDonor } from '../../db/factories/donors';
import { DeliveryError } from '../../domain/messaging/sms';
import { freePort } from '../../test/free-port';
import { startSmtpPeer, type SmtpPeer } from '../../test/smtp-peer';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A registration code that could not go by text message is offered by e-mail (issue 30). */
let t: TestApp;
let peer: SmtpPeer;
/** The numbers the provider stand-in refuses for good (Twilio's 21211, an invalid number), or is down for. */
const invalid = new Set<string>();
const down = new Set<string>();

beforeAll(async () => {
  peer = await startSmtpPeer(await freePort());
  t = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${peer.port}`, SMTP_FROM: 'portal@demo.example' },
    sms: {
      send: async ({ messageId, to }) => {
        if (invalid.has(to)) throw new DeliveryError('21211', 'invalid-destination');
        if (down.has(to)) throw Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
        return { providerMessageId: `SM${messageId}` };
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  await peer.stop();
});

let sequence = 0;
async function registrationOf(phone: string) {
  sequence += 1;
  const donor = await createDonor(t.database.db, {
    donorNumber: `K${String(7_100_000 + sequence)}`,
    email: `code.by.mail.${sequence}@example.com`,
    phoneCountryCode: '1',
    phoneNumber: phone,
    identLast4: '6789',
    birthDate: '1988-07-22',
    password: null,
  });
  const res = await t.call(
    'registration/lookupDonor',
    { donorNumber: donor.donorNumber, identValueLast4: '6789', dob: '07-22-1988' },
    { ip: `10.50.0.${sequence}` },
  );
  expect(res.statusCode, res.body).toBe(200);
  return { donor, token: res.json<{ registrationToken: string }>().registrationToken };
}

describe(`a code by text that could not be sent (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('says so when the provider refuses the number, and the code then goes by e-mail', async () => {
    invalid.add('+15125550301');
    const { donor, token } = await registrationOf('5125550301');
    const bySms = await t.call('registration/sendCode', { registrationToken: token, channel: 'sms' }, { ip: '10.50.1.1' });
    expect(bySms.statusCode, bySms.body).toBe(200);
    expect(bySms.json()).toMatchObject({ channel: 'sms', textNotSent: true });
    const byEmail = await t.call('registration/sendCode', { registrationToken: token, channel: 'email' }, { ip: '10.50.1.1' });
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    expect(byEmail.json()).not.toHaveProperty('textNotSent');
    expect(peer.received.filter((m) => m.to.includes(donor.email as string))).toHaveLength(1);
  });

  it('says so while the provider is down (the text waits for a retry), and not when the text went', async () => {
    down.add('+15125550302');
    const failing = await registrationOf('5125550302');
    const waiting = await t.call('registration/sendCode', { registrationToken: failing.token, channel: 'sms' }, { ip: '10.50.1.2' });
    expect(waiting.json()).toMatchObject({ textNotSent: true });
    const working = await registrationOf('5125550303');
    const sent = await t.call('registration/sendCode', { registrationToken: working.token, channel: 'sms' }, { ip: '10.50.1.3' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).not.toHaveProperty('textNotSent');
  });
});

describe('a password reset code by text that could not be sent', () => {
  async function resetter(phone: string) {
    sequence += 1;
    return createDonor(t.database.db, {
      donorNumber: `K${String(7_200_000 + sequence)}`,
      email: `reset.by.mail.${sequence}@example.com`,
      phoneCountryCode: '1',
      phoneNumber: phone,
      password: 'Reset#2026',
    });
  }
  const mailTo = (email: string | null) => peer.received.filter((m) => m.to.includes(email as string));

  it('goes to her e-mail too, with the link, and the reply is the one any number gets', async () => {
    invalid.add('+15125550311');
    const donor = await resetter('5125550311');
    const reply = await t.call('passwordReset/sendCode', { username: '5125550311' }, { ip: '10.50.2.1' });
    expect(reply.statusCode, reply.body).toBe(200);
    const stranger = await t.call('passwordReset/sendCode', { username: '5125550399' }, { ip: '10.50.2.2' });
    expect(Object.keys(reply.json<object>()).sort()).toEqual(Object.keys(stranger.json<object>()).sort());
    await expect.poll(() => mailTo(donor.email).length).toBe(1);
    const [mail] = await t.database.db
      .select({ body: messagesOutbox.body, template: messagesOutbox.template, state: messagesOutbox.state })
      .from(messagesOutbox)
      .where(eq(messagesOutbox.destination, donor.email as string));
    expect(mail).toMatchObject({ template: 'resetCode', state: 'sent' });
    expect(mail?.body).toContain('/set-new-password?token=');
    // The code in the e-mail is the one she verifies with.
    const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] ?? '';
    const verified = await t.call('passwordReset/verifyCode', { username: '5125550311', code }, { ip: '10.50.2.1' });
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('goes to her e-mail while the provider is down; not when the text went', async () => {
    down.add('+15125550312');
    const waiting = await resetter('5125550312');
    await t.call('passwordReset/sendCode', { username: '5125550312' }, { ip: '10.50.2.3' });
    await expect.poll(() => mailTo(waiting.email).length).toBe(1);
    const texted = await resetter('5125550313');
    await t.call('passwordReset/sendCode', { username: '5125550313' }, { ip: '10.50.2.4' });
    const [row] = await t.database.db
      .select({ state: messagesOutbox.state })
      .from(messagesOutbox)
      .where(eq(messagesOutbox.destination, '+15125550313'));
    expect(row?.state).toBe('sent');
    expect(mailTo(texted.email)).toHaveLength(0);
  });
});
