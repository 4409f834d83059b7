import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation } from '../../db/factories/locations';
import { createStaff } from '../../db/factories/staff';
import { auditLog, messagesOutbox } from '../../db/schema/index';
import { createBookableCenter, newRequestId, signedInDonor } from '../../test/booking';
import { freePort } from '../../test/free-port';
import { latestCode } from '../../test/outbox';
import { signInStaff } from '../../test/sign-in';
import { startSmtpPeer, type SmtpPeer } from '../../test/smtp-peer';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Donor care's message log (issue 30): a donor's messages without their text, scoped, and a failed one sent again. */
let t: TestApp;
let peer: SmtpPeer;
let care: string;
let admin: string;
let donor: { id: string; donorNumber: string; email: string };
let otherCenterStaff: string;

beforeAll(async () => {
  peer = await startSmtpPeer(await freePort());
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${peer.port}`, SMTP_FROM: 'portal@demo.example' } });
  const center = await createBookableCenter(t);
  const signedIn = await signedInDonor(t, { homeLocationId: center.id });
  donor = { id: signedIn.donor.id, donorNumber: signedIn.donor.donorNumber, email: signedIn.donor.email as string };
  // Her mail server refuses the confirmation for good: a failed appointment message.
  peer.refuse.add(donor.email);
  const booked = await t.call(
    'appointment/book',
    { locationID: center.id, start: '2026-06-17T09:00:00-05:00', requestId: newRequestId() },
    { token: signedIn.token },
  );
  expect(booked.statusCode, booked.body).toBe(200);
  peer.refuse.delete(donor.email);
  expect((await t.call('passwordReset/sendCode', { username: donor.email }, { ip: '10.40.0.1' })).statusCode).toBe(200);
  care = await signInStaff(t, (await createStaff(t.database.db, 'donor_care')).email);
  admin = await signInStaff(t, (await createStaff(t.database.db, 'admin')).email);
  const elsewhere = await createLocation(t.database.db, {});
  otherCenterStaff = await signInStaff(t, (await createStaff(t.database.db, 'center_staff', { centerIds: [elsewhere.id] })).email);
});
afterAll(async () => {
  await t.close();
  await peer.stop();
});

interface Logged {
  id: string;
  template: string;
  channel: string;
  destination: string;
  state: string;
  error: string | null;
  attempts: number;
  resendable: boolean;
}
const list = (token: string, state?: string) =>
  t.call('messages/listDonorMessages', { donorNumber: donor.donorNumber, ...(state ? { state } : {}) } as never, { token });

describe(`the message log (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('shows donor care a donor’s messages with their state, error and tries, the address masked, never a code', async () => {
    const res = await list(care);
    expect(res.statusCode, res.body).toBe(200);
    const { messages } = res.json<{ messages: Logged[] }>();
    expect(messages.map((m) => [m.channel, m.template, m.state, m.error, m.attempts, m.resendable])).toEqual([
      ['email', 'resetCode', 'sent', null, 1, false],
      // No text provider in this app: the text stays in the outbox, as in the demo.
      ['sms', 'appointmentBooked', 'queued', null, 0, false],
      ['email', 'appointmentBooked', 'failed', '550', 1, true],
    ]);
    expect(messages[0]?.destination).toMatch(/^\w\*\*\*@example\.com$/);
    expect(messages[1]?.destination).toMatch(/^\*\*\*-\*\*\*-\d{4}$/);
    const code = await latestCode(t, donor.email);
    expect(res.body).not.toContain(code);
    expect(res.body).not.toContain(donor.email);
    expect(res.body).not.toMatch(/subject|body|set-new-password/);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'messages/listDonorMessages'), eq(auditLog.donorId, donor.id)));
    expect(audited).toHaveLength(1);
  });

  it('filters by state', async () => {
    const failed = (await list(care, 'failed')).json<{ messages: Logged[] }>().messages;
    expect(failed.map((m) => m.template)).toEqual(['appointmentBooked']);
    const bad = await t.call('messages/listDonorMessages', { donorNumber: donor.donorNumber, state: 'lost' } as never, { token: care });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('params.state');
  });

  it('is closed to other roles (403) and to other centers’ staff (404)', async () => {
    const editor = await signInStaff(t, (await createStaff(t.database.db, 'content_editor')).email);
    expect((await list(editor)).statusCode).toBe(403);
    expect((await list(otherCenterStaff)).statusCode).toBe(404);
    expect((await t.call('messages/getMessageCounts', {}, { token: care })).statusCode).toBe(403);
  });

  it('lets donor care resend a failed appointment message, audited; a code or a sent message is not resent', async () => {
    const { messages } = (await list(care)).json<{ messages: Logged[] }>();
    const failed = messages.find((m) => m.state === 'failed') as Logged;
    const code = messages.find((m) => m.template === 'resetCode') as Logged;
    const refused = await t.call('messages/resendMessage', { donorNumber: donor.donorNumber, messageId: code.id }, { token: care });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'messageNotResendable' });
    expect(
      (await t.call('messages/resendMessage', { donorNumber: donor.donorNumber, messageId: failed.id }, { token: otherCenterStaff }))
        .statusCode,
    ).toBe(404);

    const resent = await t.call('messages/resendMessage', { donorNumber: donor.donorNumber, messageId: failed.id }, { token: care });
    expect(resent.statusCode, resent.body).toBe(200);
    const copyId = resent.json<{ messageId: string }>().messageId;
    const [copy] = await t.database.db.select().from(messagesOutbox).where(eq(messagesOutbox.id, copyId));
    expect(copy).toMatchObject({ state: 'queued', template: 'appointmentBooked', attempts: 0 });
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'messages/resendMessage'));
    expect(audit).toMatchObject({ donorId: donor.id, objectType: 'message', objectId: failed.id });

    const counts = await t.call('messages/getMessageCounts', {}, { token: admin });
    expect(counts.statusCode, counts.body).toBe(200);
    expect(counts.json()).toMatchObject({
      channels: [
        { channel: 'email', failedToday: 1, waiting: 1 },
        { channel: 'sms', failedToday: 0, waiting: 0 },
        { channel: 'push', failedToday: 0, waiting: 0 },
      ],
    });
  });
});
