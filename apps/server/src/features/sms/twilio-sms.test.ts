import { and, eq } from 'drizzle-orm';
import twilio from 'twilio';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { consentRecords, donors, messagesOutbox, smsOptOuts } from '../../db/schema/index';
import { createDonor } from '../../db/factories/donors';
import { createMessenger, type Messenger } from '../../domain/messaging/messenger';
import { guardedSms } from '../../domain/messaging/guarded-sms';
import { DeliveryError } from '../../domain/messaging/sms';
import { twilioFromConfig } from '../../domain/messaging/twilio-config';
import { createTwilioSms } from '../../domain/messaging/twilio-sms';
import { logLines } from '../../test/log-lines';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startTwilioStandIn, type TwilioStandIn } from '../../test/twilio-stand-in';

const PUBLIC_URL = 'https://portal.example.org';
const STATUS_URL = `${PUBLIC_URL}/api/sms/twilio/status`;
const INBOUND_URL = `${PUBLIC_URL}/api/sms/twilio/inbound`;
const MESSAGING_SERVICE = `MG${'ab'.repeat(16)}`;

let standIn: TwilioStandIn;
let t: TestApp;
const log = logLines();
let messenger: Messenger;
let phoneSeq = 1000;

/** A number of this test's own, so no two tests share a daily cap or an opt-out. */
function newNumber(): { phoneCountryCode: string; phoneNumber: string; e164: string } {
  phoneSeq += 1;
  const phoneNumber = `737555${phoneSeq}`;
  return { phoneCountryCode: '1', phoneNumber, e164: `+1${phoneNumber}` };
}

function sendCode(to: string) {
  return messenger.send({ channel: 'sms', to, lang: 'en', template: 'resetCode', values: { code: '482913', minutes: 10 } });
}

async function outboxRows(to: string) {
  return t.database.db.select().from(messagesOutbox).where(eq(messagesOutbox.destination, to)).orderBy(messagesOutbox.seq);
}

function post(url: string, headers: Record<string, string>, payload: string) {
  return t.app.inject({ method: 'POST', url, headers, payload });
}

beforeAll(async () => {
  standIn = await startTwilioStandIn();
  t = await createTestApp({
    logStream: log.logStream,
    env: {
      TWILIO_ACCOUNT_SID: standIn.accountSid,
      TWILIO_AUTH_TOKEN: standIn.authToken,
      TWILIO_MESSAGING_SERVICE_SID: MESSAGING_SERVICE,
      TWILIO_API_URL: standIn.url,
      MESSAGE_SEND_TIMEOUT_MS: '500',
      SMS_DAILY_CAP_PER_NUMBER: '3',
      PUBLIC_URL,
      BRAND_NAME: 'Demo Plasma',
      SMS_HELP_PHONE: '1-800-555-0199',
    },
  });
  const provider = twilioFromConfig(t.config);
  if (!provider) throw new Error('Twilio is configured');
  // The messenger app.ts builds, on the test's database: the guard around Twilio's adapter.
  messenger = createMessenger({
    db: t.database.db,
    clock: t.clock,
    brandName: t.config.brandName,
    sms: guardedSms({ db: t.database.db, clock: t.clock, dailyCap: t.config.smsDailyCapPerNumber }, provider),
  });
}, 60_000);

afterAll(async () => {
  await t.close();
  await standIn.close();
});

beforeEach(() => {
  standIn.requests.length = 0;
});

describe('the Twilio adapter against the stand-in', () => {
  it('posts To, Body, the Messaging Service and the status callback with Basic authentication, and keeps the SID', async () => {
    const { e164 } = newNumber();
    await sendCode(e164);
    const [request] = standIn.requests;
    expect(request).toMatchObject({ path: `/2010-04-01/Accounts/${standIn.accountSid}/Messages.json`, authenticated: true, status: 201 });
    expect(request?.fields).toEqual({
      To: e164,
      Body: expect.stringContaining('482913') as string,
      MessagingServiceSid: MESSAGING_SERVICE,
      StatusCallback: STATUS_URL,
    });
    const [row] = await outboxRows(e164);
    expect(row).toMatchObject({ state: 'sent', providerMessageId: request?.sid, attempts: 1 });
  });

  it('is refused with wrong credentials (a permanent refusal with Twilio code 20003)', async () => {
    const wrong = createTwilioSms({
      accountSid: standIn.accountSid,
      authToken: 'not-the-token-at-all',
      from: '+15125550100',
      apiUrl: standIn.url,
      timeoutMs: 500,
      statusCallbackUrl: null,
    });
    const refused = await wrong.send({ messageId: 'x', to: '+15125550111', text: 'hi' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DeliveryError);
    expect(refused).toMatchObject({ code: '20003', refusal: 'refused' });
    expect(standIn.requests[0]).toMatchObject({ authenticated: false, status: 401 });
  });

  it('maps 21211 to an invalid destination, undeliverable, never retried', async () => {
    const { e164 } = newNumber();
    standIn.invalidNumbers.add(e164);
    await sendCode(e164);
    const [row] = await outboxRows(e164);
    expect(row).toMatchObject({ state: 'undeliverable', error: '21211' });
  });

  it('maps 21610 to opted out and records the withdrawal as a STOP would', async () => {
    const number = newNumber();
    const donor = await createDonor(t.database.db, { phoneCountryCode: number.phoneCountryCode, phoneNumber: number.phoneNumber });
    standIn.unsubscribedNumbers.add(number.e164);
    await sendCode(number.e164);
    expect((await outboxRows(number.e164))[0]).toMatchObject({ state: 'undeliverable', error: '21610' });
    const [optOut] = await t.database.db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, number.e164));
    expect(optOut?.reason).toBe('21610');
    const [after] = await t.database.db.select().from(donors).where(eq(donors.id, donor.id));
    expect(after?.communicationPreferences.sms).toEqual({ rewards: false, promotions: false, reminders: false });
    const rows = await t.database.db.select().from(consentRecords).where(eq(consentRecords.donorId, donor.id));
    expect(rows.map((r) => [r.channel, r.kind, r.granted, r.source]).sort()).toEqual([
      ['sms', 'reminders', false, 'keyword'],
      ['sms', 'rewards', false, 'keyword'],
    ]);
    // From then on nothing is even offered to Twilio.
    standIn.requests.length = 0;
    await sendCode(number.e164);
    expect(standIn.requests).toHaveLength(0);
    expect((await outboxRows(number.e164))[1]).toMatchObject({ state: 'undeliverable', error: 'opted-out' });
  });

  it('treats 5xx, 429 and a provider that hangs past the timeout as transient', async () => {
    const adapter = createTwilioSms({
      accountSid: standIn.accountSid,
      authToken: standIn.authToken,
      from: '+15125550100',
      apiUrl: standIn.url,
      timeoutMs: 300,
      statusCallbackUrl: null,
    });
    const message = { messageId: 'x', to: newNumber().e164, text: 'hi' };
    standIn.failNext(503);
    standIn.failNext(429);
    standIn.failNext('hang');
    for (const code of ['20500', '20429', 'timeout']) {
      const error = await adapter.send(message).catch((e: unknown) => e);
      expect(error).toMatchObject({ code, refusal: null });
    }
    await expect(adapter.send(message)).resolves.toMatchObject({ providerMessageId: expect.stringMatching(/^SM/) as string });
  });

  it('refuses texts over the daily cap per number (codes included) as undeliverable', async () => {
    const { e164 } = newNumber();
    for (let i = 0; i < 4; i += 1) await sendCode(e164);
    expect(standIn.accepted()).toHaveLength(3);
    expect((await outboxRows(e164)).map((row) => row.state)).toEqual(['sent', 'sent', 'sent', 'undeliverable']);
    expect((await outboxRows(e164))[3]?.error).toBe('daily-cap');
    // A day later the number may be texted again.
    t.clock.set(new Date(t.clock.now().getTime() + 86_400_001));
    await sendCode(e164);
    expect(standIn.accepted()).toHaveLength(4);
  });
});

describe('POST /api/sms/twilio/status', () => {
  it("signs as Twilio's own validateRequest expects, and records delivered", async () => {
    const { e164 } = newNumber();
    await sendCode(e164);
    const sid = standIn.accepted()[0]?.sid ?? '';
    const fields = { MessageSid: sid, MessageStatus: 'delivered', AccountSid: standIn.accountSid, To: e164 };
    const { headers, payload } = standIn.signed(STATUS_URL, fields);
    expect(twilio.validateRequest(standIn.authToken, headers['x-twilio-signature'] ?? '', STATUS_URL, fields)).toBe(true);
    const reply = await post('/api/sms/twilio/status', headers, payload);
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('<Response></Response>');
    expect((await outboxRows(e164))[0]).toMatchObject({ state: 'delivered' });
  });

  it('records undelivered with its error code as failed, and never lets a late "sent" undo it', async () => {
    const { e164 } = newNumber();
    await sendCode(e164);
    const sid = standIn.accepted()[0]?.sid ?? '';
    const undelivered = standIn.signed(STATUS_URL, { MessageSid: sid, MessageStatus: 'undelivered', ErrorCode: '30003' });
    expect((await post('/api/sms/twilio/status', undelivered.headers, undelivered.payload)).statusCode).toBe(200);
    const late = standIn.signed(STATUS_URL, { MessageSid: sid, MessageStatus: 'sent' });
    expect((await post('/api/sms/twilio/status', late.headers, late.payload)).statusCode).toBe(200);
    expect((await outboxRows(e164))[0]).toMatchObject({ state: 'failed', error: 'undelivered: 30003' });
  });

  it('answers 403 and changes nothing for an altered body, a signature for another URL, or none', async () => {
    const { e164 } = newNumber();
    await sendCode(e164);
    const sid = standIn.accepted()[0]?.sid ?? '';
    const good = standIn.signed(STATUS_URL, { MessageSid: sid, MessageStatus: 'delivered' });
    const altered = await post('/api/sms/twilio/status', good.headers, good.payload.replace('delivered', 'failed'));
    const elsewhere = standIn.signed('https://attacker.example/api/sms/twilio/status', { MessageSid: sid, MessageStatus: 'delivered' });
    const wrongUrl = await post('/api/sms/twilio/status', elsewhere.headers, elsewhere.payload);
    const unsigned = await post('/api/sms/twilio/status', { 'content-type': 'application/x-www-form-urlencoded' }, good.payload);
    for (const reply of [altered, wrongUrl, unsigned]) {
      expect(reply.statusCode).toBe(403);
      expect(reply.json()).toMatchObject({ code: 'webhookSignatureInvalid' });
    }
    // Each refusal is a security event naming the route, never the number or the body.
    const events = log.lines.filter((line) => line.includes('"securityEvent"') && line.includes('webhookSignatureInvalid'));
    expect(events).toHaveLength(3);
    expect(events[0]).toContain('POST /api/sms/twilio/status');
    expect(events.join('')).not.toContain(e164.slice(1));
    expect((await outboxRows(e164))[0]).toMatchObject({ state: 'sent' });
  });

  it('answers 400 to a signed but malformed body', async () => {
    const bad = standIn.signed(STATUS_URL, { MessageSid: 'nope', MessageStatus: 'exploded' });
    const reply = await post('/api/sms/twilio/status', bad.headers, bad.payload);
    expect(reply.statusCode).toBe(400);
  });
});

describe('POST /api/sms/twilio/inbound', () => {
  const inbound = (from: string, body: string) => {
    const signed = standIn.signed(INBOUND_URL, { MessageSid: `SM${'cd'.repeat(16)}`, From: from, To: '+15125550100', Body: body });
    return post('/api/sms/twilio/inbound', signed.headers, signed.payload);
  };

  async function smsChoices(donorId: string) {
    const [row] = await t.database.db.select().from(donors).where(eq(donors.id, donorId));
    return row?.communicationPreferences.sms;
  }

  it('STOP turns every text off for the number, recorded as a keyword withdrawal, answered in English TwiML', async () => {
    const number = newNumber();
    const donor = await createDonor(t.database.db, { phoneCountryCode: '1', phoneNumber: number.phoneNumber, language: 'en' });
    const reply = await inbound(number.e164, ' stop ');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('xml');
    expect(reply.body).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Message>Demo Plasma: You are unsubscribed and will get no more texts from us. Reply START to get them again.</Message></Response>',
    );
    expect(await smsChoices(donor.id)).toEqual({ rewards: false, promotions: false, reminders: false });
    const rows = await t.database.db
      .select()
      .from(consentRecords)
      .where(and(eq(consentRecords.donorId, donor.id), eq(consentRecords.source, 'keyword')));
    expect(rows).toHaveLength(2);
    // Opted out: a code is not sent.
    await sendCode(number.e164);
    expect(standIn.requests).toHaveLength(0);
    expect((await outboxRows(number.e164))[0]?.state).toBe('undeliverable');
  });

  it('START gives back what the keyword turned off (not what the donor had turned off herself), in English', async () => {
    const number = newNumber();
    const donor = await createDonor(t.database.db, { phoneCountryCode: '1', phoneNumber: number.phoneNumber });
    await inbound(number.e164, 'STOP');
    const reply = await inbound(number.e164, 'Start');
    expect(reply.body).toContain('You will get our texts again');
    expect(await smsChoices(donor.id)).toEqual({ rewards: true, promotions: false, reminders: true });
    expect(await t.database.db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, number.e164))).toHaveLength(0);
    await sendCode(number.e164);
    expect(standIn.accepted()).toHaveLength(1);
  });

  it('BAJA and ALTA in Spanish, answered in the donor’s language', async () => {
    const number = newNumber();
    const donor = await createDonor(t.database.db, { phoneCountryCode: '1', phoneNumber: number.phoneNumber, language: 'es' });
    const stop = await inbound(number.e164, 'Baja');
    expect(stop.body).toContain('Has cancelado tu suscripción');
    expect(await smsChoices(donor.id)).toEqual({ rewards: false, promotions: false, reminders: false });
    // An English keyword from a Spanish-speaking donor is still answered in Spanish.
    const start = await inbound(number.e164, 'START');
    expect(start.body).toContain('Volverás a recibir nuestros mensajes');
    const si = await inbound(number.e164, 'Sí');
    expect(si.body).toContain('Volverás a recibir');
  });

  it('HELP and AYUDA answer the brand and help number; an unknown number gets the keyword’s language', async () => {
    const unknown = newNumber().e164;
    const help = await inbound(unknown, 'HELP');
    expect(help.body).toContain('Demo Plasma: For help, call 1-800-555-0199. Reply STOP to stop texts.');
    const ayuda = await inbound(unknown, 'ayuda');
    expect(ayuda.body).toContain('Demo Plasma: Para obtener ayuda, llama al 1-800-555-0199.');
  });

  it('honours STOP from a number no donor has, and keeps it from being texted', async () => {
    const unknown = newNumber().e164;
    const reply = await inbound(unknown, 'PARAR');
    expect(reply.body).toContain('Has cancelado tu suscripción');
    expect(await t.database.db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, unknown))).toEqual([
      { phone: unknown, optedOutAt: t.clock.now(), reason: 'PARAR' },
    ]);
  });

  it('answers an empty TwiML to any other text, and 403 to a forged one', async () => {
    const number = newNumber().e164;
    const other = await inbound(number, 'What time do you open?');
    expect(other.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    const signed = standIn.signed(INBOUND_URL, { MessageSid: `SM${'cd'.repeat(16)}`, From: number, Body: 'STOP' });
    const forged = await post(
      '/api/sms/twilio/inbound',
      signed.headers,
      signed.payload.replace(encodeURIComponent(number), '%2B15125550000'),
    );
    expect(forged.statusCode).toBe(403);
    expect(await t.database.db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, '+15125550000'))).toHaveLength(0);
  });
});

describe('without Twilio configured', () => {
  it('serves neither webhook (404) and texts stay in the outbox', async () => {
    const bare = await createTestApp();
    try {
      const reply = await bare.app.inject({
        method: 'POST',
        url: '/api/sms/twilio/inbound',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'Body=STOP',
      });
      expect(reply.statusCode).toBe(404);
      expect(twilioFromConfig(bare.config)).toBeNull();
    } finally {
      await bare.close();
    }
  });
});

describe('TWILIO_WEBHOOK_URL', () => {
  it('gives Twilio that address for status callbacks and checks signatures over it, PUBLIC_URL unset', async () => {
    const hook = 'http://127.0.0.1:39999';
    const app = await createTestApp({
      env: {
        TWILIO_ACCOUNT_SID: standIn.accountSid,
        TWILIO_AUTH_TOKEN: standIn.authToken,
        TWILIO_FROM: '+15125550100',
        TWILIO_API_URL: standIn.url,
        TWILIO_WEBHOOK_URL: `${hook}/`,
      },
    });
    try {
      const { e164 } = newNumber();
      const provider = twilioFromConfig(app.config);
      await provider?.send({ messageId: 'm-1', to: e164, text: 'hello' });
      expect(standIn.requests.at(-1)?.fields.StatusCallback).toBe(`${hook}/api/sms/twilio/status`);
      const fields = { MessageSid: `SM${'0'.repeat(32)}`, MessageStatus: 'delivered', AccountSid: standIn.accountSid, To: e164 };
      const overHook = standIn.signed(`${hook}/api/sms/twilio/status`, fields);
      const accepted = await app.app.inject({ method: 'POST', url: '/api/sms/twilio/status', ...overHook });
      expect(accepted.statusCode).toBe(200);
      const overPublic = standIn.signed(STATUS_URL, fields);
      const refused = await app.app.inject({ method: 'POST', url: '/api/sms/twilio/status', ...overPublic });
      expect(refused.statusCode).toBe(403);
    } finally {
      await app.close();
    }
  });
});
