import { randomBytes } from 'node:crypto';
import {
  CODE_RESEND_WAIT_MS,
  CODES_PER_ADDRESS,
  DONOR_CARE_SUBMISSION_URL,
  DONOR_CARE_VISITOR_SUBMISSIONS_PER_ADDRESS,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ADDRESS,
  LOOKUP_FAILURES_PER_ADDRESS,
  REFERRAL_SHARES_PER_WINDOW,
  type ServiceKey,
  type ServiceParams,
} from '@portal/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createDonor, type DonorRow } from '../../db/factories/donors';
import { createLocation } from '../../db/factories/locations';
import { createReferralProgram } from '../../db/factories/marketing';
import { solvedCaptcha } from '../../test/captcha';
import { signIn } from '../../test/sign-in';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app';

/**
 * Every declared limit under a parallel burst: of N calls sent at once, exactly the budget reaches the check
 * the limit guards (the password, the look-up, the code, the share, the request); the others are refused or,
 * at sign-in, challenged with a captcha. Run against each store the server can count in, and with two server
 * processes on one database (and one Redis) sharing one budget.
 */
interface Setup {
  name: string;
  /** The servers the burst is spread over. */
  open(): Promise<TestApp[]>;
}

const redisUrl = process.env.REDIS_URL;
const onPostgres = inject('postgresUrl') !== '';

/** A key prefix of this setup's own: parallel runs on one Redis never share a count. */
const redisEnv = () => ({ REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `portal-test-${randomBytes(6).toString('hex')}`, CAPTCHA_COST: '20' });

async function twoProcesses(env: NodeJS.ProcessEnv): Promise<TestApp[]> {
  const first = await createTestApp({ env });
  return [first, await createTestApp({ database: first.database, env })];
}

const setups: (Setup & { runs: boolean })[] = [
  {
    name: `one process, counting in ${onPostgres ? 'PostgreSQL (no Redis)' : 'memory (PGlite)'}`,
    runs: true,
    open: async () => [await createTestApp({ env: { CAPTCHA_COST: '20' } })],
  },
  { name: 'one process, counting in Redis', runs: Boolean(redisUrl), open: async () => [await createTestApp({ env: redisEnv() })] },
  { name: 'two processes on one PostgreSQL, no Redis', runs: onPostgres, open: () => twoProcesses({ CAPTCHA_COST: '20' }) },
  { name: 'two processes sharing one Redis', runs: Boolean(redisUrl), open: () => twoProcesses(redisEnv()) },
];

const statuses = (replies: LightMyRequestResponse[]) =>
  replies.reduce<Record<string, number>>((counts, r) => {
    const label = r.statusCode === 200 ? '200' : `${r.statusCode} ${r.json<{ code: string }>().code}`;
    counts[label] = (counts[label] ?? 0) + 1;
    return counts;
  }, {});

/** A different address for every call, so that only the limit under test can refuse. */
const addressOf = (i: number) => `10.${Math.floor(i / 250) + 1}.${i % 250}.7`;

beforeAll(() => {
  // altcha-lib checks a challenge's expiry against the wall clock: set it to the test clock's time.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(TEST_NOW) });
});
afterAll(() => vi.useRealTimers());

describe.each(setups.filter((s) => s.runs))('parallel bursts: $name', (setup) => {
  let apps: TestApp[];
  let donor: DonorRow;
  let sharer: DonorRow;
  let centerId: number;
  /** Sends call i to server i mod n, as a load balancer would. */
  const call = <K extends ServiceKey>(i: number, key: K, params: ServiceParams<K>, options: { ip?: string; token?: string } = {}) =>
    (apps[i % apps.length] as TestApp).call(key, params, options);
  const burst = (n: number, send: (i: number) => Promise<LightMyRequestResponse>) =>
    Promise.all(Array.from({ length: n }, (_, i) => send(i)));

  beforeAll(async () => {
    apps = await setup.open();
    const db = (apps[0] as TestApp).database.db;
    donor = await createDonor(db, { email: 'burst@example.com' });
    sharer = await createDonor(db, { email: 'sharer@example.com' });
    centerId = (await createLocation(db, { name: 'Demo Plasma Burst' })).id;
    await createReferralProgram(db, {
      id: 'program-burst',
      createdAt: (apps[0] as TestApp).clock.now(),
      texts: {
        en: { title: 'Refer a friend', header: 'H', footer: 'F', uniqueCodeTitle: 'Code' },
        es: { title: 'Recomienda', header: 'E', footer: 'P', uniqueCodeTitle: 'Código' },
      },
    });
  });
  afterAll(async () => {
    for (const app of [...apps].reverse()) await app.close();
  });

  it(`sign-in per account: ${LOGIN_FAILURES_PER_ACCOUNT} of 30 wrong passwords reach the check, e-mail and donor number counted together`, async () => {
    const replies = await burst(30, (i) =>
      call(
        i,
        'authentication/login',
        { username: i % 2 ? (donor.email ?? '') : donor.donorNumber, password: 'Wrong#1' },
        { ip: addressOf(i) },
      ),
    );
    expect(statuses(replies)).toEqual({
      '401 invalidCredentials': LOGIN_FAILURES_PER_ACCOUNT,
      '429 challengeRequired': 30 - LOGIN_FAILURES_PER_ACCOUNT,
    });

    // The owner is challenged, never locked out: with a solved captcha the right password signs her in.
    const owner = { username: donor.donorNumber.toLowerCase(), password: 'Plasma#2026' };
    expect((await call(0, 'authentication/login', owner, { ip: '10.9.9.9' })).json()).toMatchObject({ code: 'challengeRequired' });
    const captcha = await solvedCaptcha(apps[1 % apps.length] as TestApp);
    const signedIn = await call(0, 'authentication/login', { ...owner, captcha }, { ip: '10.9.9.9' });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it(`sign-in per address: ${LOGIN_FAILURES_PER_ADDRESS} of 30 wrong passwords for many accounts reach the check`, async () => {
    const ip = '192.0.2.30';
    const replies = await burst(30, (i) => call(i, 'authentication/login', { username: `guess${i}@example.com`, password: 'x' }, { ip }));
    expect(statuses(replies)).toEqual({
      '401 invalidCredentials': LOGIN_FAILURES_PER_ADDRESS,
      '429 challengeRequired': 30 - LOGIN_FAILURES_PER_ADDRESS,
    });
    // Everyone else behind that address is challenged, not blocked.
    const captcha = await solvedCaptcha(apps[0] as TestApp);
    expect(
      (await call(1, 'authentication/login', { username: sharer.email ?? '', password: 'Plasma#2026', captcha }, { ip })).statusCode,
    ).toBe(200);
  });

  it(`donor look-up: ${LOOKUP_FAILURES_PER_ADDRESS} of 25 misses reach the check`, async () => {
    const replies = await burst(25, (i) =>
      call(
        i,
        'registration/lookupDonor',
        { donorNumber: `Z${9_000_000 + i}`, identValueLast4: '0000', dob: '01-01-1990' },
        { ip: '192.0.2.25' },
      ),
    );
    expect(statuses(replies)).toEqual({
      '404 donorNotFound': LOOKUP_FAILURES_PER_ADDRESS,
      '429 tooManyAttempts': 25 - LOOKUP_FAILURES_PER_ADDRESS,
    });
  });

  it('code sending: 1 of 20 codes to one destination is sent within the resend wait; 20 of 25 per address', async () => {
    const sameDestination = await burst(20, (i) =>
      call(i, 'passwordReset/sendCode', { username: 'codes@example.com' }, { ip: addressOf(i) }),
    );
    expect(statuses(sameDestination)).toEqual({ '200': 1, '429 codeResendWait': 19 });
    expect(sameDestination.find((r) => r.statusCode === 429)?.json()).toMatchObject({ retryAfterSeconds: CODE_RESEND_WAIT_MS / 1000 });

    const oneAddress = await burst(25, (i) =>
      call(i, 'passwordReset/sendCode', { username: `spray${i}@example.com` }, { ip: '192.0.2.40' }),
    );
    expect(statuses(oneAddress)).toEqual({ '200': CODES_PER_ADDRESS, '429 tooManyAttempts': 25 - CODES_PER_ADDRESS });
  });

  it(`referral sharing: ${REFERRAL_SHARES_PER_WINDOW} of 15 invitations are sent`, async () => {
    const { token } = await signIn(apps[0] as TestApp, 'sharer@example.com');
    const setting = await call(0, 'referral/referralSettingV2', {}, { token });
    const { referralProgramID, uniqueCode } = setting.json<{ data: { referralProgramID: string; uniqueCode: string } }>().data;
    const replies = await burst(15, (i) =>
      call(
        i,
        'referral/shareReferralV2',
        { referralProgramID, uniqueCode, shareType: 'email', shareBody: `friend${i}@example.com` },
        { token },
      ),
    );
    expect(statuses(replies)).toEqual({ '200': REFERRAL_SHARES_PER_WINDOW, '429 tooManyShares': 15 - REFERRAL_SHARES_PER_WINDOW });
  });

  it(`visitor donor-care requests: ${DONOR_CARE_VISITOR_SUBMISSIONS_PER_ADDRESS} of 8 are taken from one address`, async () => {
    const captchas = await Promise.all(Array.from({ length: 8 }, () => solvedCaptcha(apps[0] as TestApp)));
    const replies = await burst(8, (i) =>
      (apps[i % apps.length] as TestApp).app.inject({
        method: 'POST',
        url: DONOR_CARE_SUBMISSION_URL,
        remoteAddress: '192.0.2.80',
        payload: {
          origin: 'Website',
          isVerified: true,
          isFollowUp: true,
          eventDate: '2026-06-12',
          locationID: centerId,
          firstName: 'Ana',
          lastName: 'Ruiz',
          dob: '1990-02-03',
          donorType: 'current',
          primaryEmail: 'ana@example.com',
          confirmEmail: 'ana@example.com',
          primaryPhoneNumber: { countryCode: '1', phoneNumber: '5125550199' },
          subject: `Question ${i}`,
          description: '',
          gReCaptchaResponse: captchas[i],
        },
      }),
    );
    expect(statuses(replies)).toEqual({
      '200': DONOR_CARE_VISITOR_SUBMISSIONS_PER_ADDRESS,
      '429 tooManyAttempts': 8 - DONOR_CARE_VISITOR_SUBMISSIONS_PER_ADDRESS,
    });
  });
});
