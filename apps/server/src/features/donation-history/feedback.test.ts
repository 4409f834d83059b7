import { DAY_MS } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { createFeedbackSurvey, disableVisitFeedback, setFeedbackSettings } from '../../db/factories/feedback';
import { createLocation } from '../../db/factories/locations';
import { createVisit } from '../../db/factories/visits';
import { pointsLedger, visitFeedback, visits, wheelSpins } from '../../db/schema/index';
import { signIn } from '../../test/sign-in';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app';

const now = new Date(TEST_NOW).getTime();

let t: TestApp;
let centerId: number;
let surveyId: string;

/** A fresh donor with a session, so each test owns its visits. */
async function donorWithToken() {
  const donor = await createDonor(t.database.db);
  const { token } = await signIn(t, donor.email ?? '');
  return { donor, token };
}

/** A visit checked out `daysAgo` days before the test clock (75 minutes after check-in). */
async function visitFor(donorId: string, daysAgo: number, extra: { feedbackGiven?: boolean } = {}) {
  return createVisit(t.database.db, { donorId, locationId: centerId, checkinAt: new Date(now - daysAgo * DAY_MS - 75 * 60_000), ...extra });
}

const goodAnswers = { '0': 4, '1': [1, 3] };

function submit(visit: { id: string; visitNumber: string; locationId: number }, token: string, extra: Record<string, unknown> = {}) {
  return t.call(
    'feedback/submitAfterDonationFeedback',
    {
      visitID: visit.id,
      visitNumber: visit.visitNumber,
      locationID: visit.locationId,
      feedbackId: surveyId,
      feedbackAnswers: goodAnswers,
      additionalFeedback: '',
      ...extra,
    },
    { token },
  );
}

beforeAll(async () => {
  t = await createTestApp();
  centerId = (await createLocation(t.database.db, { name: 'Demo Plasma Austin 2' })).id;
  surveyId = (await createFeedbackSurvey(t.database.db)).id;
  await setFeedbackSettings(t.database.db, { daysToComplete: 7 });
});
afterAll(() => t.close());

describe('feedback/getvisits and getAfterDonationFeedbackOptions', () => {
  it('lists the donor’s visits with days-to-complete and the disabled ones', async () => {
    const { donor, token } = await donorWithToken();
    const open = await visitFor(donor.id, 1);
    const off = await visitFor(donor.id, 2);
    await disableVisitFeedback(t.database.db, off.id);
    const other = await createDonor(t.database.db);
    await visitFor(other.id, 1);

    const res = await t.call('feedback/getvisits', {}, { token });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ visits: { visitID: string }[]; daystocomplete: number; disabledfeedback: string[]; b1b2Payments: unknown[] }>();
    expect(body.visits.map((v) => v.visitID)).toEqual([open.id, off.id]);
    expect(body.daystocomplete).toBe(7);
    expect(body.disabledfeedback).toEqual([off.id]);
  });

  it('answers the active survey in both languages', async () => {
    const { token } = await donorWithToken();
    const res = await t.call('feedback/getAfterDonationFeedbackOptions', {}, { token });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{
      feedbackId: string;
      options: { index: number; multiple: boolean }[];
      emptyFieldsError: { en: string; es: string };
    }>();
    expect(body.feedbackId).toBe(surveyId);
    expect(body.options.map((o) => [o.index, o.multiple])).toEqual([
      [0, false],
      [1, true],
    ]);
    expect(body.emptyFieldsError.es).toBe('Responde todas las preguntas obligatorias.');
  });

  it('needs a signed-in donor', async () => {
    expect((await t.call('feedback/getvisits', {})).statusCode).toBe(401);
  });
});

describe('feedback/getfeedbacksetting', () => {
  it('answers no external survey by default, and the configured link filled with the visit otherwise', async () => {
    const { donor, token } = await donorWithToken();
    const visit = await visitFor(donor.id, 1);
    const params = { visitID: visit.id, visitNumber: visit.visitNumber, locationID: centerId, visitDate: '2026-06-14' };
    expect((await t.call('feedback/getfeedbacksetting', params, { token })).json()).toMatchObject({ status: 200, qualtrics: null });

    await setFeedbackSettings(t.database.db, {
      externalSurveyUrl: 'https://survey.example.com/jfe?visit={visitID}&center={locationID}&date={visitDate}',
    });
    try {
      const res = await t.call('feedback/getfeedbacksetting', params, { token });
      expect(res.json<{ qualtrics: { url: string } }>().qualtrics.url).toBe(
        `https://survey.example.com/jfe?visit=${visit.id}&center=${centerId}&date=2026-06-14`,
      );
    } finally {
      await setFeedbackSettings(t.database.db, { daysToComplete: 7 });
    }
  });

  it('refuses another donor’s visit', async () => {
    const { token } = await donorWithToken();
    const other = await createDonor(t.database.db);
    const visit = await visitFor(other.id, 1);
    const res = await t.call(
      'feedback/getfeedbacksetting',
      { visitID: visit.id, visitNumber: visit.visitNumber, locationID: centerId, visitDate: '2026-06-14' },
      { token },
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'visitNotFound' });
  });
});

describe('feedback/submitAfterDonationFeedback', () => {
  it('stores the answers once, marks the visit and keeps empty additional feedback as null', async () => {
    const { donor, token } = await donorWithToken();
    const visit = await visitFor(donor.id, 1);
    const res = await submit(visit, token, { additionalFeedback: '   ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 200,
      message: 'Your feedback has been submitted. Thank you!',
      afterdonationwheel: null,
      wheelSegments: [],
    });
    const [stored] = await t.database.db.select().from(visitFeedback).where(eq(visitFeedback.visitId, visit.id));
    expect(stored).toMatchObject({ donorId: donor.id, answers: goodAnswers, additionalFeedback: null });
    const [marked] = await t.database.db.select().from(visits).where(eq(visits.id, visit.id));
    expect(marked?.feedbackGiven).toBe(true);

    const again = await submit(visit, token, { additionalFeedback: 'second try' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'feedbackAlreadyGiven' });
  });

  it('refuses a second answer set even when both arrive together', async () => {
    const { donor, token } = await donorWithToken();
    const visit = await visitFor(donor.id, 1);
    const replies = await Promise.all([submit(visit, token), submit(visit, token)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await t.database.db.select().from(visitFeedback).where(eq(visitFeedback.visitId, visit.id))).toHaveLength(1);
  });

  it('accepts feedback up to exactly days-to-complete after check-out, and refuses it a minute later', async () => {
    const { donor, token } = await donorWithToken();
    const edge = await visitFor(donor.id, 7);
    const late = await createVisit(t.database.db, {
      donorId: donor.id,
      locationId: centerId,
      checkinAt: new Date(now - 7 * DAY_MS - 76 * 60_000),
    });
    expect((await submit(edge, token)).statusCode).toBe(200);
    const res = await submit(late, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'feedbackWindowClosed' });
  });

  it('follows the configured days-to-complete and the clock', async () => {
    const { donor, token } = await donorWithToken();
    const visit = await visitFor(donor.id, 2);
    await setFeedbackSettings(t.database.db, { daysToComplete: 1 });
    try {
      expect((await submit(visit, token)).json()).toMatchObject({ code: 'feedbackWindowClosed' });
    } finally {
      await setFeedbackSettings(t.database.db, { daysToComplete: 7 });
    }
    t.clock.advance(6 * DAY_MS);
    try {
      // Six days later the session has ended too: sign in again at that time.
      const later = await signIn(t, donor.email ?? '');
      expect((await submit(visit, later.token)).json()).toMatchObject({ code: 'feedbackWindowClosed' });
    } finally {
      t.clock.set(TEST_NOW);
    }
    expect((await submit(visit, token)).statusCode).toBe(200);
  });

  it('refuses an open visit, a disabled one and one that already had feedback', async () => {
    const { donor, token } = await donorWithToken();
    const open = await createVisit(t.database.db, {
      donorId: donor.id,
      locationId: centerId,
      checkinAt: new Date(now - 30 * 60_000),
      durationMinutes: null,
    });
    expect((await submit(open, token)).json()).toMatchObject({ code: 'feedbackWindowClosed' });
    const disabled = await visitFor(donor.id, 1);
    await disableVisitFeedback(t.database.db, disabled.id);
    expect((await submit(disabled, token)).json()).toMatchObject({ code: 'feedbackDisabled' });
    const rated = await visitFor(donor.id, 1, { feedbackGiven: true });
    expect((await submit(rated, token)).statusCode).toBe(409);
  });

  it('refuses another donor’s visit, even with the right number and center', async () => {
    const { token } = await donorWithToken();
    const other = await createDonor(t.database.db);
    const visit = await visitFor(other.id, 1);
    const res = await submit(visit, token);
    expect(res.statusCode).toBe(404);
    const [untouched] = await t.database.db.select().from(visits).where(eq(visits.id, visit.id));
    expect(untouched?.feedbackGiven).toBe(false);
  });

  it('answers the survey’s emptyFieldsError in the donor’s language when a required answer is missing', async () => {
    const { donor, token } = await donorWithToken();
    const visit = await visitFor(donor.id, 1);
    const noSingle = await submit(visit, token, { feedbackAnswers: { '1': [2] } });
    expect(noSingle.statusCode).toBe(400);
    expect(noSingle.json()).toMatchObject({ code: 'surveyEmptyFields', message: 'Please answer all required questions.' });
    const noMulti = await t.call(
      'feedback/submitAfterDonationFeedback',
      {
        visitID: visit.id,
        visitNumber: visit.visitNumber,
        locationID: centerId,
        feedbackId: surveyId,
        feedbackAnswers: { '0': 3, '1': [] },
        additionalFeedback: null,
        lang: 'es',
      },
      { token },
    );
    expect(noMulti.json()).toMatchObject({ code: 'surveyEmptyFields', message: 'Responde todas las preguntas obligatorias.' });
    expect((await submit(visit, token, { feedbackAnswers: { '0': [1, 2], '1': [1] } })).json()).toMatchObject({
      code: 'surveyEmptyFields',
    });
    expect((await submit(visit, token, { feedbackAnswers: { '0': 9, '1': [1] } })).statusCode).toBe(400);
    expect((await submit(visit, token, { feedbackAnswers: { ...goodAnswers, '7': 1 } })).statusCode).toBe(400);
    expect((await submit(visit, token, { feedbackId: '00000000-0000-4000-8000-000000000000' })).json()).toMatchObject({
      code: 'surveyNotFound',
    });
    expect(await t.database.db.select().from(visitFeedback).where(eq(visitFeedback.visitId, visit.id))).toEqual([]);
  });
});

describe('after-donation wheel', () => {
  it('opens a wheel when configured and books its prize once through the ledger', async () => {
    await setFeedbackSettings(t.database.db, { wheelPrizes: [40] });
    const { donor, token } = await donorWithToken();
    const visit = await visitFor(donor.id, 1);
    let wheelId: string;
    try {
      const res = await submit(visit, token);
      wheelId = res.json<{ afterdonationwheel: string }>().afterdonationwheel;
      expect(wheelId).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await setFeedbackSettings(t.database.db, { daysToComplete: 7 });
    }

    const first = await t.call('wheel/spin', { wheelId }, { token });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ status: 200, segments: [40], points: 40, pointsBalance: 40 });
    const [second, third] = await Promise.all([t.call('wheel/spin', { wheelId }, { token }), t.call('wheel/spin', { wheelId }, { token })]);
    expect(second.json()).toMatchObject({ points: 40, pointsBalance: 40 });
    expect(third.json()).toMatchObject({ points: 40, pointsBalance: 40 });
    const entries = await t.database.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.donorId, donor.id), eq(pointsLedger.kind, 'bonus')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      points: 40,
      visitId: visit.id,
      idempotencyKey: `wheel:${wheelId}`,
      details: { reason: 'wheel', visitId: visit.id },
    });
    const [spin] = await t.database.db.select().from(wheelSpins).where(eq(wheelSpins.id, wheelId));
    expect(spin?.spunAt).not.toBeNull();
  });

  it('shows the prizes before the spin as the one list the spin answers with, even after the settings change', async () => {
    const prizes = [10, 25, 50, 25, 100, 10, 50, 25];
    await setFeedbackSettings(t.database.db, { wheelPrizes: prizes });
    const { donor, token } = await donorWithToken();
    const visit = await visitFor(donor.id, 1);
    let before: { afterdonationwheel: string; wheelSegments: number[] };
    try {
      before = (await submit(visit, token)).json();
    } finally {
      await setFeedbackSettings(t.database.db, { daysToComplete: 7, wheelPrizes: [5] });
    }
    try {
      expect(before.wheelSegments).toEqual(prizes);
      const after = (await t.call('wheel/spin', { wheelId: before.afterdonationwheel }, { token })).json<{
        segments: number[];
        points: number;
      }>();
      expect(after.segments).toEqual(before.wheelSegments);
      expect(prizes).toContain(after.points);
    } finally {
      await setFeedbackSettings(t.database.db, { daysToComplete: 7 });
    }
  });

  it('refuses another donor’s wheel', async () => {
    await setFeedbackSettings(t.database.db, { wheelPrizes: [10, 20] });
    const owner = await donorWithToken();
    const visit = await visitFor(owner.donor.id, 1);
    try {
      const wheelId = (await submit(visit, owner.token)).json<{ afterdonationwheel: string }>().afterdonationwheel;
      const { token } = await donorWithToken();
      const res = await t.call('wheel/spin', { wheelId }, { token });
      expect(res.statusCode).toBe(404);
      expect(
        await t.database.db
          .select()
          .from(pointsLedger)
          .where(eq(pointsLedger.idempotencyKey, `wheel:${wheelId}`)),
      ).toEqual([]);
    } finally {
      await setFeedbackSettings(t.database.db, { daysToComplete: 7 });
    }
  });
});
