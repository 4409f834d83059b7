import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
