import { HOUR_MS } from '@portal/contract';
import type { ScreeningFields } from '@portal/contract/entities/screening-content';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { createFeedbackSurvey, setFeedbackSettings } from '../../db/factories/feedback';
import { createLocation } from '../../db/factories/locations';
import { createStaff } from '../../db/factories/staff';
import { createVisit } from '../../db/factories/visits';
import { demoFeedbackSurvey } from '../../db/seed/demo-feedback-survey';
import { signIn, signInStaff } from '../../test/sign-in';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app';

let t: TestApp;
let editor: string;
let centerId: number;
let survey1: string;

beforeAll(async () => {
  t = await createTestApp();
  centerId = (await createLocation(t.database.db, { name: 'Demo Plasma Survey Versions' })).id;
  survey1 = (
    await createFeedbackSurvey(t.database.db, { ...demoFeedbackSurvey, createdAt: new Date(Date.parse(TEST_NOW) - 400 * 24 * HOUR_MS) })
  ).id;
  await setFeedbackSettings(t.database.db, { daysToComplete: 7, wheelPrizes: [10, 20] });
  editor = await signInStaff(t, (await createStaff(t.database.db, 'admin')).email);
});
afterAll(() => t.close());
afterEach(() => t.clock.set(TEST_NOW));

type Reply = { statusCode: number; body: string; json<U>(): U };
const ok = <T>(res: Reply) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

/** A donor with a donation checked out an hour ago, signed in. */
async function donorWithVisit() {
  const donor = await createDonor(t.database.db);
  const visit = await createVisit(t.database.db, {
    donorId: donor.id,
    locationId: centerId,
    checkinAt: new Date(t.clock.now().getTime() - 2 * HOUR_MS),
  });
  return { token: (await signIn(t, donor.email ?? '')).token, visit };
}
const offered = async (token: string) =>
  ok<{ feedbackId: string; options: { index: number }[] }>(await t.call('feedback/getAfterDonationFeedbackOptions', {}, { token }));
const submit = (
  token: string,
  visit: { id: string; visitNumber: string },
  feedbackId: string,
  feedbackAnswers: Record<string, number | number[]>,
) =>
  t.call(
    'feedback/submitAfterDonationFeedback',
    { visitID: visit.id, visitNumber: visit.visitNumber, locationID: centerId, feedbackId, feedbackAnswers, additionalFeedback: '' },
    { token },
  );
const answers1 = { '0': 5, '1': 2, '2': [1, 3] };

describe('the after-donation survey as versions', () => {
  it('lets a donor answer the version offered to her visit after a newer one is published; new forms get the newer one', async () => {
    const maria = await donorWithVisit();
    expect((await offered(maria.token)).feedbackId).toBe(survey1);

    const { fields } = ok<{ fields: ScreeningFields }>(
      await t.call('screeningContent/getScreeningVersion', { kind: 'feedback', id: survey1 }, { token: editor }),
    );
    const page = fields.pages[0];
    if (!page) throw new Error('the survey has a page');
    page.questions.push({
      id: '3',
      type: 'single',
      text: { en: 'Would you recommend us?', es: '¿Nos recomendarías?' },
      options: [
        { value: '1', text: { en: 'Yes', es: 'Sí' }, endsCheck: false },
        { value: '2', text: { en: 'No', es: 'No' }, endsCheck: false },
      ],
      min: null,
      max: null,
      unit: { en: '', es: '' },
      optional: false,
    });
    const draft = ok<{ id: string; revision: number }>(
      await t.call('screeningContent/saveScreeningDraft', { kind: 'feedback', basedOn: survey1, fields }, { token: editor }),
    );
    expect((await submit(maria.token, maria.visit, draft.id, answers1)).json()).toMatchObject({ status: 400, code: 'surveyNotFound' });
    ok(
      await t.call(
        'screeningContent/publishScreeningVersion',
        { kind: 'feedback', id: draft.id, expectedRevision: draft.revision },
        { token: editor },
      ),
    );

    const reply = ok<{ wheelSegments: number[] }>(await submit(maria.token, maria.visit, survey1, answers1));
    expect(reply.wheelSegments).toEqual([10, 20]);

    const ana = await donorWithVisit();
    const now = await offered(ana.token);
    expect(now.feedbackId).toBe(draft.id);
    expect(now.options.map((o) => o.index)).toEqual([0, 1, 2, 3]);
    expect((await submit(ana.token, ana.visit, draft.id, answers1)).json()).toMatchObject({ status: 400, code: 'surveyEmptyFields' });
    ok(await submit(ana.token, ana.visit, draft.id, { ...answers1, '3': 1 }));

    // A visit checked out after version 1 was retired was never offered it.
    t.clock.set(new Date(t.clock.now().getTime() + 3 * HOUR_MS));
    const later = await donorWithVisit();
    expect((await submit(later.token, later.visit, survey1, answers1)).json()).toMatchObject({ status: 400, code: 'surveyNotFound' });
  });

  it('refuses a survey shape donors cannot answer, naming the fields', async () => {
    const { fields } = ok<{ fields: ScreeningFields }>(
      await t.call('screeningContent/getScreeningVersion', { kind: 'feedback', id: survey1 }, { token: editor }),
    );
    const question = fields.pages[0]?.questions[0];
    if (!question) throw new Error('the survey has a question');
    question.type = 'number';
    question.id = 'rating';
    const res = await t.call('screeningContent/saveScreeningDraft', { kind: 'feedback', basedOn: survey1, fields }, { token: editor });
    expect(res.json()).toMatchObject({ status: 400, code: 'screeningShapeInvalid' });
    expect(res.json<{ fields: { path: string }[] }>().fields.map((f) => f.path)).toEqual([
      'params.fields.pages.0.questions.0.type',
      'params.fields.pages.0.questions.0.id',
    ]);
  });
});

describe('the after-donation settings', () => {
  it('changes the days to answer and the wheel’s prizes for donors, within bounds', async () => {
    ok(await t.call('screeningContent/saveFeedbackSettings', { daysToComplete: 10, wheelPrizes: [5, 50, 500] }, { token: editor }));
    expect(ok<{ settings: unknown }>(await t.call('screeningContent/getFeedbackSettings', {}, { token: editor })).settings).toEqual({
      daysToComplete: 10,
      wheelPrizes: [5, 50, 500],
    });
    const donor = await donorWithVisit();
    expect(ok<{ daystocomplete: number }>(await t.call('feedback/getvisits', {}, { token: donor.token })).daystocomplete).toBe(10);
    expect(
      ok<{ wheelSegments: number[] }>(
        await submit(donor.token, donor.visit, (await offered(donor.token)).feedbackId, { ...answers1, '3': 2 }),
      ).wheelSegments,
    ).toEqual([5, 50, 500]);

    const refused = await t.call(
      'screeningContent/saveFeedbackSettings',
      { daysToComplete: 0, wheelPrizes: [5, 100_000] },
      { token: editor },
    );
    expect(refused.statusCode).toBe(400);
    expect(
      refused
        .json<{ fields: { path: string }[] }>()
        .fields.map((f) => f.path)
        .sort(),
    ).toEqual(['params.daysToComplete', 'params.wheelPrizes.1']);
  });
});
