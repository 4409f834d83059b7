import { REFERRAL_SHARES_PER_WINDOW } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { createLocation } from '../../db/factories/locations';
import { createReferralProgram } from '../../db/factories/marketing';
import { donors } from '../../db/schema/index';
import { solvedCaptcha } from '../../test/captcha';
import { latestCode, outbox } from '../../test/outbox';
import { signIn } from '../../test/sign-in';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app';

let t: TestApp;
type Setting = { data: { referralProgramID: string; uniqueCode: string; link: string; title: string } };

beforeAll(async () => {
  // altcha-lib checks a challenge's expiry against the wall clock: set it to the test clock's time.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(TEST_NOW) });
  t = await createTestApp({ env: { CAPTCHA_COST: '20' } });
  await createReferralProgram(t.database.db, {
    id: 'program-1',
    createdAt: t.clock.now(),
    texts: {
      en: { title: 'Refer a friend', header: 'Header', footer: 'Footer', uniqueCodeTitle: 'Your code' },
      es: { title: 'Recomienda a un amigo', header: 'Encabezado', footer: 'Pie', uniqueCodeTitle: 'Tu código' },
    },
  });
  await createDonor(t.database.db, { email: 'referrer@example.com', firstName: 'Rosa', language: 'es' });
  await createDonor(t.database.db, { email: 'sharer@example.com', firstName: 'Sam' });
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

async function setting(token: string, lang?: 'en' | 'es'): Promise<Setting['data']> {
  const res = await t.call('referral/referralSettingV2', lang ? { lang } : {}, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Setting>().data;
}

describe('referral/referralSettingV2', () => {
  it('gives each donor one stable unique code and the program in their language', async () => {
    const a = await signIn(t, 'referrer@example.com');
    const b = await signIn(t, 'sharer@example.com');
    const first = await setting(a.token, 'es');
    expect(first).toMatchObject({ referralProgramID: 'program-1', title: 'Recomienda a un amigo' });
    expect(first.uniqueCode).toMatch(/^[A-Z2-9]{8}$/);
    expect((await setting(a.token)).uniqueCode).toBe(first.uniqueCode);
    expect((await setting(b.token)).uniqueCode).not.toBe(first.uniqueCode);
    expect(first.link).toBe(`http://localhost:80/referral/referral-unique-code/${first.uniqueCode}`);
  });
});

describe('the referral link', () => {
  const settingAt = async (app: TestApp, host: string, token: string) =>
    (
      await app.app.inject({
        method: 'POST',
        url: '/api/gateway',
        headers: { host, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: { serviceName: 'referral', serviceType: 'referralSettingV2', params: {} },
      })
    ).json<Setting>().data;

  it('starts with the address the page came from when PUBLIC_URL is unset, never localhost:3000', async () => {
    const { token } = await signIn(t, 'sharer@example.com');
    const data = await settingAt(t, 'donors.example.org', token);
    expect(data.link).toBe(`http://donors.example.org/referral/referral-unique-code/${data.uniqueCode}`);
  });

  it('starts with PUBLIC_URL when the operator set it, whatever the request says', async () => {
    const configured = await createTestApp({ env: { PUBLIC_URL: 'https://portal.example.com/' }, database: t.database });
    try {
      const { token } = await signIn(configured, 'sharer@example.com');
      const data = await settingAt(configured, 'attacker.example.net', token);
      expect(data.link).toBe(`https://portal.example.com/referral/referral-unique-code/${data.uniqueCode}`);
    } finally {
      await configured.close();
    }
  });
});

describe('referral/shareReferralV2', () => {
  it('answers the four messages of spec 5 on bad input', async () => {
    const { token } = await signIn(t, 'sharer@example.com');
    const { referralProgramID, uniqueCode } = await setting(token);
    const cases = [
      ['email', '  ', 'enterFriendEmail', 'Please enter your friend’s email address!'],
      ['email', 'not-an-email', 'emailInvalid', 'Please enter a valid email!'],
      ['phone', '1_', 'enterFriendPhone', 'Please enter your friend’s phone number!'],
      ['phone', '1_12ab', 'phoneInvalid', 'Please enter a valid phone number!'],
      ['phone', '44_5125550100', 'phoneInvalid', 'Please enter a valid phone number!'],
    ] as const;
    for (const [shareType, shareBody, code, message] of cases) {
      const res = await t.call('referral/shareReferralV2', { referralProgramID, uniqueCode, shareType, shareBody }, { token, lang: 'en' });
      expect(res.json(), shareBody).toMatchObject({ status: 400, code, message, fields: [{ path: 'params.shareBody', code }] });
    }
  });

  it('sends the invitation by e-mail in the friend’s language and by text message, through the outbox', async () => {
    const { token } = await signIn(t, 'referrer@example.com');
    const { referralProgramID, uniqueCode, link } = await setting(token);
    const res = await t.call(
      'referral/shareReferralV2',
      { referralProgramID, uniqueCode, shareType: 'email', shareBody: ' Friend@Example.com ', friendLang: 'en' },
      { token, lang: 'es' },
    );
    expect(res.json()).toEqual({ status: 200, message: '¡Gracias! Tu invitación se envió correctamente.' });
    const [mail] = await outbox(t, 'friend@example.com');
    expect(mail).toMatchObject({ channel: 'email', language: 'en', template: 'referralInvite' });
    expect(mail?.body).toContain(link);
    expect(mail?.subject).toContain('Rosa');

    await t.call('referral/shareReferralV2', { referralProgramID, uniqueCode, shareType: 'phone', shareBody: '52_5512345678' }, { token });
    const [sms] = await outbox(t, '+525512345678');
    expect(sms).toMatchObject({ channel: 'sms', language: 'es' });
    expect(sms?.body).toContain(uniqueCode);
  });

  it('refuses another donor’s code and an unknown program', async () => {
    const rosa = await signIn(t, 'referrer@example.com');
    const sam = await signIn(t, 'sharer@example.com');
    const rosaCode = (await setting(rosa.token)).uniqueCode;
    const send = (params: { referralProgramID: string; uniqueCode: string }) =>
      t.call('referral/shareReferralV2', { ...params, shareType: 'email', shareBody: 'someone@example.com' }, { token: sam.token });
    expect((await send({ referralProgramID: 'program-1', uniqueCode: rosaCode })).json()).toMatchObject({
      status: 400,
      code: 'referralCodeInvalid',
    });
    expect((await send({ referralProgramID: 'other', uniqueCode: rosaCode })).json()).toMatchObject({
      status: 404,
      code: 'referralUnavailable',
    });
  });

  it('limits the invitations one donor sends in a window', async () => {
    await createDonor(t.database.db, { email: 'busy@example.com' });
    const { token } = await signIn(t, 'busy@example.com');
    const { referralProgramID, uniqueCode } = await setting(token);
    const send = (i: number) =>
      t.call('referral/shareReferralV2', { referralProgramID, uniqueCode, shareType: 'email', shareBody: `f${i}@example.com` }, { token });
    for (let i = 0; i < REFERRAL_SHARES_PER_WINDOW; i += 1) expect((await send(i)).statusCode).toBe(200);
    const refused = await send(99);
    expect(refused.json()).toMatchObject({ status: 429, code: 'tooManyShares' });
    expect(await outbox(t, 'f99@example.com')).toEqual([]);
    t.clock.advance(61 * 60_000);
    const again = await signIn(t, 'busy@example.com');
    expect(
      (
        await t.call(
          'referral/shareReferralV2',
          { referralProgramID, uniqueCode, shareType: 'email', shareBody: 'f100@example.com' },
          { token: again.token },
        )
      ).statusCode,
    ).toBe(200);
    t.clock.set(TEST_NOW);
  });

  it('gives a share message with the configured link, never one the browser chose', async () => {
    const { token } = await signIn(t, 'sharer@example.com');
    const { referralProgramID, uniqueCode, link } = await setting(token);
    const res = await t.call('referral/getShareMessage', { referralProgramID, uniqueCode, shareType: 'sms' }, { token, lang: 'en' });
    expect(res.json()).toMatchObject({ status: 200, url: link });
    expect(res.json<{ message: string }>().message).toContain(link);
  });
});

describe('referral attribution and landing', () => {
  it('the landing names the referrer by first name only; a new pre-donor registering with the code stores the referrer', async () => {
    const rosa = await signIn(t, 'referrer@example.com');
    const { uniqueCode } = await setting(rosa.token);
    expect((await t.call('referral/getReferralLanding', { uniqueCode: uniqueCode.toLowerCase(), lang: 'en' })).json()).toMatchObject({
      valid: true,
      referrerFirstName: 'Rosa',
      pointsPerDonation: t.config.pointsPerDonation,
    });
    expect((await t.call('referral/getReferralLanding', { uniqueCode: 'ZZZZZZZZ' })).json()).toMatchObject({
      valid: false,
      referrerFirstName: null,
    });

    const center = await createLocation(t.database.db, { name: 'Center', city: 'Austin', stateCode: 'TX' });
    const start = await t.call('registration/startPredonor', {
      firstName: 'New',
      lastName: 'Friend',
      dob: '01-02-1995',
      gender: 'F',
      email: 'new.friend@example.com',
      phone: { countryCode: '1', phoneNumber: '5125550999' },
      savedLocationId: center.id,
      captcha: await solvedCaptcha(t),
      referralCode: uniqueCode,
    });
    expect(start.statusCode, start.body).toBe(200);
    const { registrationToken } = start.json<{ registrationToken: string }>();
    await t.call('registration/sendCode', { registrationToken, channel: 'email' });
    await t.call('registration/verifyCode', { registrationToken, code: await latestCode(t, 'new.friend@example.com') });
    expect(
      (await t.call('registration/setPassword', { registrationToken, password: 'Friend#2026', confirmPassword: 'Friend#2026' })).statusCode,
    ).toBe(200);

    const [referrer] = await t.database.db.select({ id: donors.id }).from(donors).where(eq(donors.email, 'referrer@example.com'));
    const [friend] = await t.database.db
      .select({ referredBy: donors.referredByDonorId })
      .from(donors)
      .where(eq(donors.email, 'new.friend@example.com'));
    expect(friend?.referredBy).toBe(referrer?.id);
  });
});
