import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { createLocation } from '../../db/factories/locations';
import { donors } from '../../db/schema/index';
import { solvedCaptcha } from '../../test/captcha';
import { latestCode, outbox } from '../../test/outbox';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app';
import { CAPTCHA_TTL_MS } from '../../lib/captcha';

let t: TestApp;
let centerId: number;

beforeAll(async () => {
  // altcha-lib checks a challenge's expiry against the wall clock: set it to the test clock's time.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(TEST_NOW) });
  // A cheap captcha keeps the solver quick; the checks are the same at any cost.
  t = await createTestApp({ env: { CAPTCHA_COST: '20' } });
  centerId = (await createLocation(t.database.db, { city: 'Phoenix', stateCode: 'AZ' })).id;
  await createDonor(t.database.db, { email: 'taken@example.com' });
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

function details(email: string, captcha: string) {
  return {
    firstName: 'Nina',
    lastName: 'Novak',
    dob: '03-14-1995',
    gender: 'F' as const,
    email,
    phone: { countryCode: '52' as const, phoneNumber: '5512345678' },
    savedLocationId: centerId,
    captcha,
  };
}

describe('registration of a new pre-donor', () => {
  it('creates a pre-donor with a donor number and the saved center as home, only at the last step', async () => {
    const start = await t.call('registration/startPredonor', details('Nina@Example.com', await solvedCaptcha(t)));
    expect(start.statusCode, start.body).toBe(200);
    const { registrationToken, choices } = start.json<{ registrationToken: string; choices: { channel: string }[] }>();
    expect(choices.map((c) => c.channel)).toEqual(['email', 'sms']);
    expect(await t.database.db.select().from(donors).where(eq(donors.email, 'nina@example.com'))).toEqual([]);

    await t.call('registration/sendCode', { registrationToken, channel: 'sms' });
    const code = await latestCode(t, '+525512345678');
    expect((await t.call('registration/verifyCode', { registrationToken, code })).statusCode).toBe(200);
    const done = await t.call('registration/setPassword', { registrationToken, password: 'Predonor1', confirmPassword: 'Predonor1' });
    expect(done.statusCode, done.body).toBe(200);
    const { user } = done.json<{
      user: { donorID: string; status: string; lastDonationLocationId: number; savedLocations: number[]; primaryEmail: string };
    }>();
    expect(user).toMatchObject({
      status: 'predonor',
      lastDonationLocationId: centerId,
      savedLocations: [centerId],
      primaryEmail: 'nina@example.com',
    });
    expect(user.donorID).toMatch(/^P\d{7}$/);
    expect((await t.call('authentication/login', { username: user.donorID, password: 'Predonor1' })).statusCode).toBe(200);
  });

  it('refuses a replayed captcha solution and an expired one', async () => {
    const captcha = await solvedCaptcha(t);
    expect((await t.call('registration/startPredonor', details('once@example.com', captcha))).statusCode).toBe(200);
    const replay = await t.call('registration/startPredonor', details('twice@example.com', captcha));
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'captchaInvalid' });

    const stale = await solvedCaptcha(t);
    t.clock.advance(CAPTCHA_TTL_MS);
    expect((await t.call('registration/startPredonor', details('late@example.com', stale))).json()).toMatchObject({
      code: 'captchaInvalid',
    });
    expect((await t.call('registration/startPredonor', details('forged@example.com', 'bm90IGEgY2FwdGNoYQ=='))).statusCode).toBe(400);
  });

  it('shows the spec 5 required messages', async () => {
    const res = await t.call('registration/startPredonor', {
      firstName: ' ',
      lastName: '',
      dob: '',
      gender: '' as 'F',
      email: 'x@example.com',
      phone: { countryCode: '1', phoneNumber: '' },
      savedLocationId: centerId,
      captcha: 'x',
    });
    const messages = res.json<{ fields: { path: string; message: string }[] }>().fields.map((f) => `${f.path}: ${f.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'params.firstName: Firstname required',
        'params.lastName: Lastname required',
        'params.dob: Date of Birth required',
        'params.gender: Gender required',
        'params.phone.phoneNumber: Phone required',
      ]),
    );
  });

  it('answers a taken e-mail like any other, and tells that address an account exists instead of sending a code', async () => {
    const start = await t.call('registration/startPredonor', details('taken@example.com', await solvedCaptcha(t)));
    expect(start.statusCode).toBe(200);
    const { registrationToken } = start.json<{ registrationToken: string }>();
    const sent = await t.call('registration/sendCode', { registrationToken, channel: 'email' });
    expect(sent.statusCode).toBe(200);
    const [message] = await outbox(t, 'taken@example.com');
    expect(message?.template).toBe('accountExists');
    expect(message?.body).not.toMatch(/\b\d{6}\b/);
    const guess = await t.call('registration/verifyCode', { registrationToken, code: '123456' });
    expect(guess.json()).toMatchObject({ code: 'invalidCode' });
  });
});
