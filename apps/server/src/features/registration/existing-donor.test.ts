import { CODE_RESEND_WAIT_MS, VERIFICATION_CODE_MAX_ATTEMPTS, VERIFICATION_CODE_TTL_MS } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor, type DonorRow } from '../../db/factories/donors';
import { donors } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { latestCode, outbox } from '../../test/outbox';

let t: TestApp;
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A donor known to a center, without a portal account, with unique contact details. */
async function unregisteredDonor(): Promise<DonorRow> {
  sequence += 1;
  return createDonor(t.database.db, {
    donorNumber: `J${String(7_000_000 + sequence)}`,
    email: `jordan${sequence}@example.com`,
    phoneCountryCode: '1',
    phoneNumber: `71355501${String(sequence).padStart(2, '0')}`,
    identLast4: '6789',
    birthDate: '1988-07-22',
    password: null,
  });
}

async function lookup(donor: DonorRow, ip = '127.0.0.1') {
  const res = await t.call(
    'registration/lookupDonor',
    { donorNumber: donor.donorNumber, identValueLast4: '6789', dob: '07-22-1988' },
    { ip },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ registrationToken: string; choices: { channel: string; masked: string }[] }>();
}

async function verified(donor: DonorRow, channel: 'email' | 'sms' = 'email'): Promise<string> {
  const { registrationToken } = await lookup(donor);
  expect((await t.call('registration/sendCode', { registrationToken, channel })).statusCode).toBe(200);
  const to = channel === 'email' ? (donor.email as string) : `+1${donor.phoneNumber}`;
  const res = await t.call('registration/verifyCode', { registrationToken, code: await latestCode(t, to) });
  expect(res.statusCode, res.body).toBe(200);
  return registrationToken;
}

describe('registration of an existing donor', () => {
  it('looks the donor up, sends a code, verifies it, sets the password and signs in', async () => {
    const donor = await unregisteredDonor();
    const { registrationToken, choices } = await lookup(donor);
    expect(choices).toEqual([
      { channel: 'email', masked: `j***@example.com` },
      { channel: 'sms', masked: `***-***-${donor.phoneNumber?.slice(-4)}` },
    ]);

    const sent = await t.call('registration/sendCode', { registrationToken, channel: 'email', lang: 'es' });
    expect(sent.json()).toEqual({
      status: 200,
      channel: 'email',
      masked: 'j***@example.com',
      resendAfterSeconds: 300,
      expiresInSeconds: 900,
    });
    const [message] = await outbox(t, donor.email as string);
    expect(message).toMatchObject({ template: 'registrationCode', language: 'es', subject: 'Tu código de verificación de Demo Plasma' });

    const code = await latestCode(t, donor.email as string);
    expect((await t.call('registration/verifyCode', { registrationToken, code })).statusCode).toBe(200);
    const done = await t.call('registration/setPassword', { registrationToken, password: 'Newpass1', confirmPassword: 'Newpass1' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<{ user: { _id: string; donorID: string } }>().user).toMatchObject({ _id: donor.id, donorID: donor.donorNumber });

    const login = await t.call('authentication/login', { username: donor.email as string, password: 'Newpass1' });
    expect(login.statusCode).toBe(200);
  });

  it('answers a donor who already has an account with the spec text', async () => {
    const donor = await createDonor(t.database.db, { identLast4: '6789', birthDate: '1988-07-22' });
    const res = await t.call('registration/lookupDonor', { donorNumber: donor.donorNumber, identValueLast4: '6789', dob: '07-22-1988' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'donorAlreadyExists',
      message: 'Donor already exist in our system. Please login from the login page...',
    });
  });

  it('does not say which detail was wrong, and stops an address that keeps guessing', async () => {
    const donor = await unregisteredDonor();
    const wrongDigits = await t.call(
      'registration/lookupDonor',
      { donorNumber: donor.donorNumber, identValueLast4: '0000', dob: '07-22-1988' },
      { ip: '198.51.100.1' },
    );
    const wrongDate = await t.call(
      'registration/lookupDonor',
      { donorNumber: donor.donorNumber, identValueLast4: '6789', dob: '07-23-1988' },
      { ip: '198.51.100.1' },
    );
    const wrongNumber = await t.call(
      'registration/lookupDonor',
      { donorNumber: 'ZZ999999', identValueLast4: '6789', dob: '07-22-1988' },
      { ip: '198.51.100.1' },
    );
    expect(wrongDigits.statusCode).toBe(404);
    expect(wrongDate.json()).toEqual(wrongDigits.json());
    expect(wrongNumber.json()).toEqual(wrongDigits.json());
    for (let i = 3; i < 10; i += 1) {
      await t.call(
        'registration/lookupDonor',
        { donorNumber: donor.donorNumber, identValueLast4: String(1000 + i), dob: '07-22-1988' },
        { ip: '198.51.100.1' },
      );
    }
    const blocked = await t.call(
      'registration/lookupDonor',
      { donorNumber: donor.donorNumber, identValueLast4: '6789', dob: '07-22-1988' },
      { ip: '198.51.100.1' },
    );
    expect(blocked.statusCode).toBe(429);
  });

  it('shows the lookup form messages of spec 5', async () => {
    const res = await t.call('registration/lookupDonor', { donorNumber: '', identValueLast4: '', dob: '' });
    expect(res.statusCode).toBe(400);
    const fields = res.json<{ fields: { path: string; message: string }[] }>().fields;
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'params.donorNumber', message: 'Donor number is Required*' }),
        expect.objectContaining({ path: 'params.identValueLast4', message: 'Field is Required*' }),
        expect.objectContaining({ path: 'params.dob', message: 'Date of Birth is Required*' }),
      ]),
    );
  });

  it('refuses a resend within 5 minutes of the previous code, then allows it', async () => {
    const donor = await unregisteredDonor();
    const { registrationToken } = await lookup(donor);
    await t.call('registration/sendCode', { registrationToken, channel: 'email' });
    t.clock.advance(CODE_RESEND_WAIT_MS - 60_000);
    const early = await t.call('registration/sendCode', { registrationToken, channel: 'email' });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({
      code: 'codeResendWait',
      retryAfterSeconds: 60,
      message: 'Please wait 60 seconds before requesting a new code.',
    });
    expect(early.headers['retry-after']).toBe('60');

    const firstCode = await latestCode(t, donor.email as string);
    t.clock.advance(60_000);
    expect((await t.call('registration/sendCode', { registrationToken, channel: 'email' })).statusCode).toBe(200);
    const secondCode = await latestCode(t, donor.email as string);
    // Only the newest code works.
    if (firstCode !== secondCode) {
      expect((await t.call('registration/verifyCode', { registrationToken, code: firstCode })).json()).toMatchObject({
        code: 'invalidCode',
      });
    }
    expect((await t.call('registration/verifyCode', { registrationToken, code: secondCode })).statusCode).toBe(200);
  });

  it('answers a wrong code with the spec text, counts the tries and locks the code after 5', async () => {
    const donor = await unregisteredDonor();
    const { registrationToken } = await lookup(donor);
    await t.call('registration/sendCode', { registrationToken, channel: 'sms' });
    const code = await latestCode(t, `+1${donor.phoneNumber}`);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < VERIFICATION_CODE_MAX_ATTEMPTS; i += 1) {
      const res = await t.call('registration/verifyCode', { registrationToken, code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalidCode', message: 'Invalid verification code!' });
    }
    const locked = await t.call('registration/verifyCode', { registrationToken, code });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'codeLocked' });
  });

  it('uses a code once and refuses an expired one', async () => {
    const donor = await unregisteredDonor();
    const { registrationToken } = await lookup(donor);
    await t.call('registration/sendCode', { registrationToken, channel: 'email' });
    t.clock.advance(VERIFICATION_CODE_TTL_MS);
    const expired = await t.call('registration/verifyCode', { registrationToken, code: await latestCode(t, donor.email as string) });
    expect(expired.json()).toMatchObject({ status: 400, code: 'codeExpired' });

    await t.call('registration/sendCode', { registrationToken, channel: 'email' });
    const code = await latestCode(t, donor.email as string);
    expect((await t.call('registration/verifyCode', { registrationToken, code })).statusCode).toBe(200);
    const again = await t.call('registration/verifyCode', { registrationToken, code });
    expect(again.json()).toMatchObject({ code: 'networkError', message: 'Network Error! Please try again later.' });
  });

  it('never leaves a usable account before the last step, nor after a cancel', async () => {
    const donor = await unregisteredDonor();
    const registrationToken = await verified(donor);
    const [row] = await t.database.db.select({ passwordHash: donors.passwordHash }).from(donors).where(eq(donors.id, donor.id));
    expect(row?.passwordHash).toBeNull();
    expect((await t.call('registration/cancel', { registrationToken })).statusCode).toBe(200);
    const late = await t.call('registration/setPassword', { registrationToken, password: 'Newpass1', confirmPassword: 'Newpass1' });
    expect(late.json()).toMatchObject({ status: 400, code: 'networkError' });
  });

  it('refuses a password that does not match or breaks the rules', async () => {
    const donor = await unregisteredDonor();
    const registrationToken = await verified(donor);
    const mismatch = await t.call('registration/setPassword', { registrationToken, password: 'Newpass1', confirmPassword: 'Newpass2' });
    expect(mismatch.json<{ fields: { path: string; message: string }[] }>().fields).toEqual([
      expect.objectContaining({ path: 'params.confirmPassword', message: 'Password not match!' }),
    ]);
    const weak = await t.call('registration/setPassword', { registrationToken, password: 'lowercase1', confirmPassword: 'lowercase1' });
    expect(weak.statusCode).toBe(400);
  });

  it('lets exactly one of two racing registrations create the account', async () => {
    const donor = await unregisteredDonor();
    const first = await verified(donor, 'email');
    const second = await verified(donor, 'sms');
    const results = await Promise.all([
      t.call('registration/setPassword', { registrationToken: first, password: 'Firstpass1', confirmPassword: 'Firstpass1' }),
      t.call('registration/setPassword', { registrationToken: second, password: 'Secondpass2', confirmPassword: 'Secondpass2' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results[0]?.statusCode === 200 ? 'Firstpass1' : 'Secondpass2';
    expect((await t.call('authentication/login', { username: donor.email as string, password: winner })).statusCode).toBe(200);
  });
});
