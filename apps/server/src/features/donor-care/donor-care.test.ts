import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DONOR_CARE_SUBMISSION_URL, type DonorCareVisitorSubmission } from '@portal/contract';
import { createDonor } from '../../db/factories/donors';
import { createLocation } from '../../db/factories/locations';
import { createVisit } from '../../db/factories/visits';
import { donorCareScreenshots, donorCareSubmissions } from '../../db/schema/index';
import { solvedCaptcha } from '../../test/captcha';
import { outbox } from '../../test/outbox';
import { signIn } from '../../test/sign-in';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app';

let t: TestApp;
let centerId: number;

beforeAll(async () => {
  // altcha-lib checks a challenge's expiry against the wall clock: set it to the test clock's time.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(TEST_NOW) });
  t = await createTestApp({ env: { CAPTCHA_COST: '20', DONOR_CARE_EMAIL: 'care@test.example' } });
  centerId = (await createLocation(t.database.db, { name: 'Demo Plasma Tampa 3' })).id;
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

function post(body: Record<string, unknown>, token?: string, lang?: string) {
  return t.app.inject({
    method: 'POST',
    url: DONOR_CARE_SUBMISSION_URL,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(lang ? { 'accept-language': lang } : {}),
    },
    payload: JSON.stringify(body),
  });
}

const fixed = { origin: 'Website', isVerified: true, isFollowUp: true } as const;

async function signedInDonor() {
  const donor = await createDonor(t.database.db, { firstName: 'Rosa', lastName: 'Diaz' });
  const { token } = await signIn(t, donor.email ?? '');
  return { donor, token };
}

describe('donor-care submission, signed in (spec 2.17)', () => {
  it('stores a request about one of the donor’s visits, taking who they are from the token, and sends it to the care team', async () => {
    const { donor, token } = await signedInDonor();
    const visit = await createVisit(t.database.db, {
      donorId: donor.id,
      locationId: centerId,
      checkinAt: new Date('2026-06-10T16:00:00Z'),
    });
    const res = await post(
      {
        ...fixed,
        visitID: visit.id,
        shareEmail: true,
        sharePhone: false,
        subject: 'Payment missing',
        description: 'I donated on Wednesday.',
        gReCaptchaResponse: await solvedCaptcha(t),
        donorID: 'someone-else',
        firstName: 'Mallory',
      },
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json<{ status: number; message: string; submissionID: string; caseNumber: string }>();
    expect(reply.status).toBe(1);
    const [row] = await t.database.db.select().from(donorCareSubmissions).where(eq(donorCareSubmissions.id, reply.submissionID));
    expect(row).toMatchObject({
      donorId: donor.id,
      origin: 'Website',
      isVerified: true,
      isFollowUp: true,
      eventDate: '2026-06-10',
      locationId: centerId,
      visitId: visit.id,
      firstName: 'Rosa',
      primaryEmail: donor.email,
      primaryPhoneNumber: null,
      subject: 'Payment missing',
    });
    const [mail] = await outbox(t, 'care@test.example');
    expect(mail?.subject).toContain('Payment missing');
    expect(mail?.body).toContain('Demo Plasma Tampa 3');

    const list = await t.call('donorCare/getMyCases', {}, { token });
    expect(list.json()).toMatchObject({
      cases: [{ number: reply.caseNumber, status: 'new', eventDate: '2026-06-10', subject: 'Payment missing' }],
    });
  });

  it('accepts a custom date and center, not a date in the future or an unknown center', async () => {
    const { token } = await signedInDonor();
    const base = { ...fixed, shareEmail: false, sharePhone: true, subject: 'Rude staff', description: '' };
    const ok = await post({ ...base, eventDate: '2026-06-01', locationID: centerId, gReCaptchaResponse: await solvedCaptcha(t) }, token);
    expect(ok.json()).toMatchObject({ status: 1 });
    const future = await post(
      { ...base, eventDate: '2026-06-20', locationID: centerId, gReCaptchaResponse: await solvedCaptcha(t) },
      token,
    );
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({
      code: 'donorCareDateFuture',
      message: "The date of the event can't be in the future. Please choose today or an earlier date.",
    });
    const unknown = await post({ ...base, eventDate: '2026-06-01', locationID: 1, gReCaptchaResponse: await solvedCaptcha(t) }, token);
    expect(unknown.json()).toMatchObject({ code: 'locationNotFound' });
  });

  it('reads "today" at the event’s center: tomorrow there is refused even where the calendar has already turned', async () => {
    // TEST_NOW is 10 AM on June 15 in Chicago, already June 16 in Kiritimati (UTC+14), the zone the server used to read: June 16 has not come yet at the center.
    const { token } = await signedInDonor();
    const base = { ...fixed, shareEmail: false, sharePhone: false, subject: 'Long wait', description: '' };
    const today = await post({ ...base, eventDate: '2026-06-15', locationID: centerId, gReCaptchaResponse: await solvedCaptcha(t) }, token);
    expect(today.json()).toMatchObject({ status: 1 });
    const tomorrow = await post(
      { ...base, eventDate: '2026-06-16', locationID: centerId, gReCaptchaResponse: await solvedCaptcha(t) },
      token,
    );
    expect(tomorrow.json()).toMatchObject({ status: 400, code: 'donorCareDateFuture' });
    const visitor = await post(
      { ...visitorBody({ eventDate: '2026-06-16' }), gReCaptchaResponse: await solvedCaptcha(t) },
      undefined,
      'es',
    );
    expect(visitor.json()).toMatchObject({
      status: 400,
      code: 'donorCareDateFuture',
      message: 'La fecha del evento no puede ser futura. Elige hoy o una fecha anterior.',
    });
  });

  it('refuses another donor’s visit as the event', async () => {
    const { token } = await signedInDonor();
    const other = await createDonor(t.database.db);
    const visit = await createVisit(t.database.db, {
      donorId: other.id,
      locationId: centerId,
      checkinAt: new Date('2026-06-10T16:00:00Z'),
    });
    const res = await post(
      {
        ...fixed,
        visitID: visit.id,
        shareEmail: true,
        sharePhone: true,
        subject: 'Hi',
        description: '',
        gReCaptchaResponse: await solvedCaptcha(t),
      },
      token,
    );
    expect(res.statusCode).toBe(404);
  });

  it('answers the spec 5 messages: event, comment, 2500 characters', async () => {
    const { token } = await signedInDonor();
    const noEvent = await post(
      { ...fixed, shareEmail: true, sharePhone: true, subject: 'Hi', description: '', gReCaptchaResponse: 'x' },
      token,
    );
    expect(noEvent.statusCode).toBe(400);
    expect(noEvent.json<{ fields: { message: string }[] }>().fields.map((f) => f.message)).toContain('Please select your donation event!');
    const noComment = await post(
      {
        ...fixed,
        eventDate: '2026-06-01',
        locationID: centerId,
        shareEmail: true,
        sharePhone: true,
        subject: ' ',
        description: '',
        gReCaptchaResponse: 'x',
      },
      token,
      'es',
    );
    expect(noComment.json<{ fields: { message: string }[] }>().fields.map((f) => f.message)).toContain('¡Escribe tu comentario!');
    const long = await post(
      {
        ...fixed,
        eventDate: '2026-06-01',
        locationID: centerId,
        shareEmail: true,
        sharePhone: true,
        subject: 'S',
        description: 'x'.repeat(2499),
        gReCaptchaResponse: 'x',
      },
      token,
    );
    expect(long.json<{ fields: { code: string }[] }>().fields.map((f) => f.code)).toContain('donorCareCommentTooLong');
    const fits = await post(
      {
        ...fixed,
        eventDate: '2026-06-01',
        locationID: centerId,
        shareEmail: true,
        sharePhone: true,
        subject: 'S',
        description: 'x'.repeat(2498),
        gReCaptchaResponse: await solvedCaptcha(t),
      },
      token,
    );
    expect(fits.json()).toMatchObject({ status: 1 });
  });

  it('refuses a missing, forged or replayed captcha and stores nothing then', async () => {
    const { donor, token } = await signedInDonor();
    const body = {
      ...fixed,
      eventDate: '2026-06-01',
      locationID: centerId,
      shareEmail: true,
      sharePhone: true,
      subject: 'Captcha test',
      description: '',
    };
    expect((await post(body, token)).statusCode).toBe(400);
    expect((await post({ ...body, gReCaptchaResponse: 'bm90IGEgY2FwdGNoYQ==' }, token)).json()).toMatchObject({ code: 'captchaInvalid' });
    const captcha = await solvedCaptcha(t);
    expect((await post({ ...body, gReCaptchaResponse: captcha }, token)).json()).toMatchObject({ status: 1 });
    const replay = await post({ ...body, gReCaptchaResponse: captcha }, token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'captchaInvalid' });
    expect(await t.database.db.select().from(donorCareSubmissions).where(eq(donorCareSubmissions.donorId, donor.id))).toHaveLength(1);
  });

  it('refuses a dead token instead of treating the caller as a visitor', async () => {
    const res = await post(
      {
        ...fixed,
        eventDate: '2026-06-01',
        locationID: centerId,
        shareEmail: true,
        sharePhone: true,
        subject: 'Hi',
        description: '',
        gReCaptchaResponse: 'x',
      },
      'not-a-token',
    );
    expect(res.statusCode).toBe(401);
  });
});

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]).toString('base64');

function visitorBody(overrides: Partial<DonorCareVisitorSubmission> = {}): DonorCareVisitorSubmission {
  return {
    ...fixed,
    eventDate: '2026-06-12',
    locationID: centerId,
    firstName: 'Ana',
    lastName: 'Ruiz',
    dob: '1990-02-03',
    donorType: 'current',
    primaryEmail: 'Ana@Example.com',
    confirmEmail: 'ana@example.com',
    primaryPhoneNumber: { countryCode: '1', phoneNumber: '5125550199' },
    subject: 'Question about my visit',
    description: 'The line was long.',
    gReCaptchaResponse: 'x',
    ...overrides,
  };
}

describe('donor-care submission, visitor (spec 5)', () => {
  it('stores the visitor’s request with screenshots', async () => {
    const res = await post({
      ...visitorBody({ screenshots: [{ name: 'card.png', contentType: 'image/png', data: PNG }] }),
      gReCaptchaResponse: await solvedCaptcha(t),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { submissionID } = res.json<{ submissionID: string }>();
    const [row] = await t.database.db.select().from(donorCareSubmissions).where(eq(donorCareSubmissions.id, submissionID));
    expect(row).toMatchObject({
      donorId: null,
      firstName: 'Ana',
      dob: '1990-02-03',
      donorType: 'current',
      primaryEmail: 'ana@example.com',
      eventDate: '2026-06-12',
    });
    expect(await t.database.db.select().from(donorCareScreenshots).where(eq(donorCareScreenshots.submissionId, submissionID))).toHaveLength(
      1,
    );
  });

  it('answers Required* for each empty field and the donor-type message', async () => {
    const res = await post({ ...fixed, subject: 'Hi', description: '', gReCaptchaResponse: 'x', firstName: '', primaryEmail: '' });
    expect(res.statusCode).toBe(400);
    const fields = res.json<{ fields: { path: string; message: string }[] }>().fields;
    for (const path of ['eventDate', 'locationID', 'firstName', 'lastName', 'dob', 'primaryEmail', 'confirmEmail']) {
      expect(fields.find((f) => f.path === path)?.message, path).toBe('Required*');
    }
    expect(fields.find((f) => f.path === 'donorType')?.message).toBe('Please Select Donor type*');
  });

  it('limits the comment to 1000 characters, checks the e-mail confirmation and the screenshots', async () => {
    const tooLong = await post(visitorBody({ subject: 'S', description: 'x'.repeat(999) }));
    expect(tooLong.json<{ fields: { code: string }[] }>().fields.map((f) => f.code)).toContain('visitorCommentTooLong');
    const mismatch = await post(visitorBody({ confirmEmail: 'other@example.com' }));
    expect(mismatch.json<{ fields: { code: string }[] }>().fields.map((f) => f.code)).toContain('emailConfirmMismatch');
    const four = await post(
      visitorBody({ screenshots: Array.from({ length: 4 }, () => ({ name: 'a.png', contentType: 'image/png' as const, data: PNG })) }),
    );
    expect(four.json<{ fields: { code: string }[] }>().fields.map((f) => f.code)).toContain('screenshotsTooMany');
    const fake = await post(
      visitorBody({ screenshots: [{ name: 'a.png', contentType: 'image/png', data: Buffer.from('GIF89a').toString('base64') }] }),
    );
    expect(fake.json()).toMatchObject({ code: 'screenshotInvalid' });
    const big = Buffer.concat([Buffer.from(PNG, 'base64'), Buffer.alloc(201 * 1024)]).toString('base64');
    expect((await post(visitorBody({ screenshots: [{ name: 'a.png', contentType: 'image/png', data: big }] }))).json()).toMatchObject({
      code: 'screenshotTooLarge',
    });
    expect(await t.database.db.select().from(donorCareSubmissions).where(eq(donorCareSubmissions.firstName, 'Ana'))).toHaveLength(1);
  });
});
