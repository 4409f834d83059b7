import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVisit } from '../../db/factories/visits';
import { createLocation } from '../../db/factories/locations';
import { createDonor } from '../../db/factories/donors';
import { donorDeferrals } from '../../db/schema/index';
import { demoCheckIds, seedPrescreeningContent } from '../../db/seed/demo-prescreening';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../../test/sign-in';

let t: TestApp;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  await seedPrescreeningContent(t.database.db);
});
afterAll(() => t.close());

/** A fresh pre-donor, signed in. */
async function predonor(): Promise<{ token: string; donorId: string }> {
  n += 1;
  const donor = await createDonor(t.database.db, { status: 'predonor', email: `pre${n}@example.com` });
  const { token } = await signIn(t, `pre${n}@example.com`);
  return { token, donorId: donor.id };
}

async function progress(token: string, lang = 'en') {
  const res = await t.call('applicationFeedback/getPreRegProgress', {}, { token, lang });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    type: string;
    state: string;
    iscompleted: boolean;
    layout: { title: string; redirectTo?: string } | null;
    nottodaymodal: { title: string } | null;
  }>();
}

const literacyAnswers = { '0': { plasmaIs: 'liquid' }, '1': { returned: 'redCells' }, '2': { agree: 'yes' } };
const surveyAnswers: Record<string, string | string[]>[] = [
  { conditions: ['none'], seizures: 'no' },
  { surgery: 'no', transfusion: 'no', vaccine: 'no' },
  { pregnant: 'na' },
];
const eligibleAnswers = [
  { age: 30, weight: 160 },
  { tattoo: 'no', travel: 'no' },
  { medications: ['none'], feelingWell: 'yes' },
];

async function passLiteracy(token: string) {
  const start = (await t.call('applicationFeedback/startLiteracyCheck', { uniqueDocID: demoCheckIds.literacy }, { token })).json<{
    oid: string;
  }>();
  for (const [index, answers] of Object.entries(literacyAnswers).slice(0, 2)) {
    const res = await t.call(
      'applicationFeedback/continueLiteracyCheck',
      { docID: demoCheckIds.literacy, oid: start.oid, layoutIndex: Number(index), answers },
      { token },
    );
    expect(res.json()).toEqual({ status: 200, end: false });
  }
  const done = await t.call(
    'applicationFeedback/literacyCheckSubmit',
    { docID: demoCheckIds.literacy, oid: start.oid, answers: { '2': literacyAnswers['2'] } },
    { token },
  );
  expect(done.statusCode, done.body).toBe(200);
}

async function completeSurvey(token: string) {
  for (const [layoutIndex, answers] of surveyAnswers.entries()) {
    const res = await t.call('applicationFeedback/savePreDonorSurveyPage', { docID: demoCheckIds.survey, layoutIndex, answers }, { token });
    expect(res.statusCode, res.body).toBe(200);
  }
  expect((await t.call('applicationFeedback/submitPreDonorSurvey', { docID: demoCheckIds.survey }, { token })).statusCode).toBe(200);
}

async function saveQualification(token: string, pages: Record<string, unknown>[]) {
  await t.call('applicationFeedback/startQualCheck', { uniqueDocID: demoCheckIds.qualification }, { token });
  for (const [layoutIndex, answers] of pages.entries()) {
    const res = await t.call(
      'applicationFeedback/qualCheckSaveAndContinue',
      { docID: demoCheckIds.qualification, answer: { layoutIndex, answers: answers as Record<string, string> } },
      { token },
    );
    expect(res.statusCode, res.body).toBe(200);
  }
}

describe('pre-screening progress', () => {
  it('leads a pre-donor through literacy check, pre-donor survey and qualification check, in the donor’s language', async () => {
    const { token } = await predonor();
    expect(await progress(token)).toMatchObject({
      type: 'literacy',
      state: 'notStarted',
      iscompleted: false,
      layout: { redirectTo: '/takingsurvey/assessment' },
      nottodaymodal: null,
    });
    expect((await progress(token, 'es')).layout?.title).toBe('Paso 1: aprende sobre la donación');
    await passLiteracy(token);
    expect(await progress(token)).toMatchObject({
      type: 'predonorsurvey',
      state: 'notStarted',
      layout: { redirectTo: '/takingsurvey/assessment/predonorsurvey' },
    });
    await completeSurvey(token);
    expect(await progress(token)).toMatchObject({ type: 'qualification', state: 'notStarted' });
    await saveQualification(token, eligibleAnswers);
    expect(await progress(token)).toMatchObject({ type: 'qualification', state: 'inProgress' });
    const submit = await t.call('applicationFeedback/qualCheckSubmit', { docID: demoCheckIds.qualification, lang: 'en' }, { token });
    expect(submit.json()).toMatchObject({
      status: 200,
      proceed: { title: expect.stringContaining('Good news'), date: null, buttons: [{ proceeding: true }] },
    });
    expect(await progress(token)).toMatchObject({
      type: 'completed',
      state: 'completed',
      iscompleted: true,
      layout: { title: 'Pre-screening complete' },
    });
  });

  it('has nothing to do for a regular donor, whose check calls answer 403', async () => {
    await createDonor(t.database.db, { email: 'regular@example.com' });
    const { token } = await signIn(t, 'regular@example.com');
    expect(await progress(token)).toEqual({
      status: 200,
      type: 'none',
      state: 'completed',
      iscompleted: true,
      layout: null,
      nottodaymodal: null,
      validUntil: null,
    });
    const landing = await t.call('applicationFeedback/getQualCheckLanding', {}, { token });
    expect(landing.statusCode).toBe(403);
    expect(landing.json()).toMatchObject({ code: 'prescreeningNotAvailable', message: 'Pre-screening is only for new donors.' });
  });

  it('tells a regular donor until when her screening holds: six months after her last donation', async () => {
    const donor = await createDonor(t.database.db, { email: 'donating@example.com' });
    const center = await createLocation(t.database.db, { name: 'Screening Center', city: 'Austin', stateCode: 'TX' });
    await createVisit(t.database.db, { donorId: donor.id, locationId: center.id, checkinAt: new Date('2026-05-02T15:00:00Z') });
    await createVisit(t.database.db, { donorId: donor.id, locationId: center.id, checkinAt: new Date('2026-06-01T15:00:00Z') });
    // A visit without a donation does not renew the screening.
    await createVisit(t.database.db, {
      donorId: donor.id,
      locationId: center.id,
      checkinAt: new Date('2026-06-10T15:00:00Z'),
      donated: false,
    });
    const { token } = await signIn(t, 'donating@example.com');
    expect(await progress(token)).toMatchObject({ type: 'none', iscompleted: true, validUntil: '2026-12-01' });
  });

  it('refuses a step that is not open yet (409) and answers 401 without a token', async () => {
    const { token } = await predonor();
    const early = await t.call('applicationFeedback/startQualCheck', { uniqueDocID: demoCheckIds.qualification }, { token, lang: 'es' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'prescreeningStepClosed' });
    expect((await t.call('applicationFeedback/getPreDonorSurvey', {}, { token })).statusCode).toBe(409);
    expect((await t.call('applicationFeedback/getPreRegProgress', {})).statusCode).toBe(401);
  });
});

describe('literacy check', () => {
  it('has a prerequisite page, a landing and pages with comprehension text blocks', async () => {
    const { token } = await predonor();
    const landing = await t.call('applicationFeedback/getLiteracyCheckLanding', { lang: 'es' }, { token });
    expect(landing.json()).toMatchObject({
      status: 200,
      format: { uniqueDocID: demoCheckIds.literacy, landing: { startButton: 'Comenzar a leer' } },
      prerequisite: { title: 'Antes de empezar', buttons: expect.arrayContaining([expect.objectContaining({ proceeding: true })]) },
    });
    const start = (await t.call('applicationFeedback/startLiteracyCheck', { uniqueDocID: demoCheckIds.literacy }, { token })).json<{
      questions: { text: { tag: string; bullets?: { marginBottom?: number }[] }[] }[];
      startfrom: number;
    }>();
    expect(start.startfrom).toBe(0);
    expect(start.questions[1]?.text.map((block) => block.tag)).toEqual(['H2', 'Body', 'bullets']);
    expect(start.questions[1]?.text[2]?.bullets?.[0]?.marginBottom).toBe(4);
  });

  it('resumes at the first unsaved page with the earlier answers, and keeps the same oid', async () => {
    const { token } = await predonor();
    const first = (await t.call('applicationFeedback/startLiteracyCheck', { uniqueDocID: demoCheckIds.literacy }, { token })).json<{
      oid: string;
    }>();
    await t.call(
      'applicationFeedback/continueLiteracyCheck',
      { docID: demoCheckIds.literacy, oid: first.oid, layoutIndex: 0, answers: { plasmaIs: 'liquid', extra: 'dropped' } },
      { token },
    );
    const again = (await t.call('applicationFeedback/startLiteracyCheck', { uniqueDocID: demoCheckIds.literacy }, { token })).json<{
      oid: string;
      startfrom: number;
      previouslyanswered: unknown;
    }>();
    expect(again).toMatchObject({ oid: first.oid, startfrom: 1, previouslyanswered: { '0': { plasmaIs: 'liquid' } } });
  });

  it('ends the flow when an answer says so: end flag, then the not-today modal, and no more saves', async () => {
    const { token } = await predonor();
    const { oid } = (await t.call('applicationFeedback/startLiteracyCheck', { uniqueDocID: demoCheckIds.literacy }, { token })).json<{
      oid: string;
    }>();
    const res = await t.call(
      'applicationFeedback/continueLiteracyCheck',
      { docID: demoCheckIds.literacy, oid, layoutIndex: 2, answers: { agree: 'no' } },
      { token },
    );
    expect(res.json()).toEqual({ status: 200, end: true });
    expect(await progress(token)).toMatchObject({ type: 'literacy', state: 'notToday', nottodaymodal: { title: 'Not today' } });
    const after = await t.call(
      'applicationFeedback/continueLiteracyCheck',
      { docID: demoCheckIds.literacy, oid, layoutIndex: 0, answers: { plasmaIs: 'liquid' } },
      { token },
    );
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({ code: 'checkEnded' });
    expect((await t.call('applicationFeedback/getLiteracyCheckLanding', {}, { token })).statusCode).toBe(409);
  });

  it('answers every error path with a status and a message', async () => {
    const { token } = await predonor();
    const { oid } = (await t.call('applicationFeedback/startLiteracyCheck', { uniqueDocID: demoCheckIds.literacy }, { token })).json<{
      oid: string;
    }>();
    const call = (params: Record<string, unknown>) =>
      t.call(
        'applicationFeedback/continueLiteracyCheck',
        { docID: demoCheckIds.literacy, oid, layoutIndex: 0, answers: { plasmaIs: 'liquid' }, ...params },
        { token },
      );
    expect((await call({ answers: {} })).json()).toMatchObject({
      status: 400,
      code: 'fillAllFields',
      fields: [{ path: 'params.answers.plasmaIs' }],
    });
    expect((await call({ answers: { plasmaIs: 'blue' } })).json()).toMatchObject({ status: 400, code: 'answerInvalid' });
    expect((await call({ layoutIndex: 9 })).json()).toMatchObject({ status: 400, code: 'pageOutOfRange' });
    expect((await call({ oid: '00000000-0000-4000-8000-000000000000' })).json()).toMatchObject({ status: 404, code: 'attemptNotFound' });
    expect((await call({ docID: 'old-check' })).json()).toMatchObject({ status: 404, code: 'checkNotFound' });
    expect((await t.call('applicationFeedback/startLiteracyCheck', { uniqueDocID: 'old-check' }, { token })).statusCode).toBe(404);
    const early = await t.call('applicationFeedback/literacyCheckSubmit', { docID: demoCheckIds.literacy, oid, answers: {} }, { token });
    expect(early.json()).toMatchObject({ status: 400, code: 'checkIncomplete' });
  });

  it('is another donor’s oid: 404, nothing saved', async () => {
    const owner = await predonor();
    const { oid } = (
      await t.call('applicationFeedback/startLiteracyCheck', { uniqueDocID: demoCheckIds.literacy }, { token: owner.token })
    ).json<{ oid: string }>();
    const stranger = await predonor();
    await t.call('applicationFeedback/startLiteracyCheck', { uniqueDocID: demoCheckIds.literacy }, { token: stranger.token });
    const res = await t.call(
      'applicationFeedback/continueLiteracyCheck',
      { docID: demoCheckIds.literacy, oid, layoutIndex: 0, answers: { plasmaIs: 'liquid' } },
      { token: stranger.token },
    );
    expect(res.statusCode).toBe(404);
  });

  it('answers the success layout once, then 409 on a second submission', async () => {
    const { token } = await predonor();
    const { oid } = (await t.call('applicationFeedback/startLiteracyCheck', { uniqueDocID: demoCheckIds.literacy }, { token })).json<{
      oid: string;
    }>();
    const submit = () =>
      t.call(
        'applicationFeedback/literacyCheckSubmit',
        { docID: demoCheckIds.literacy, oid, answers: literacyAnswers, lang: 'es' },
        { token },
      );
    expect((await submit()).json()).toMatchObject({ status: 200, success: { title: '¡Muy bien!', customeventtitle: 'Siguiente paso' } });
    expect((await submit()).statusCode).toBe(409);
  });
});

describe('pre-donor survey', () => {
  it('saves page by page, resumes, and refuses to submit until every page is saved', async () => {
    const { token } = await predonor();
    await passLiteracy(token);
    const save = (layoutIndex: number, answers: Record<string, unknown>) =>
      t.call(
        'applicationFeedback/savePreDonorSurveyPage',
        { docID: demoCheckIds.survey, layoutIndex, answers: answers as Record<string, string> },
        { token },
      );
    expect((await save(0, surveyAnswers[0] ?? {})).statusCode).toBe(200);
    const resumed = (await t.call('applicationFeedback/getPreDonorSurvey', { lang: 'es' }, { token })).json<{
      startfrom: number;
      completed: boolean;
      previouslyanswered: unknown;
      title: string;
    }>();
    expect(resumed).toMatchObject({
      startfrom: 1,
      completed: false,
      previouslyanswered: { '0': surveyAnswers[0] },
      title: 'Encuesta previa a la donación',
    });
    expect((await t.call('applicationFeedback/submitPreDonorSurvey', { docID: demoCheckIds.survey }, { token })).json()).toMatchObject({
      status: 400,
      code: 'checkIncomplete',
    });
    expect((await save(2, { medicationList: '', pregnant: 'na' })).statusCode).toBe(200);
    expect((await save(1, { surgery: 'no' })).json()).toMatchObject({
      status: 400,
      code: 'fillAllFields',
      fields: [{ path: 'params.answers.transfusion' }, { path: 'params.answers.vaccine' }],
    });
    expect((await save(1, surveyAnswers[1] ?? {})).statusCode).toBe(200);
    expect((await t.call('applicationFeedback/submitPreDonorSurvey', { docID: demoCheckIds.survey }, { token })).statusCode).toBe(200);
    expect((await t.call('applicationFeedback/getPreDonorSurvey', {}, { token })).json()).toMatchObject({ completed: true });
    expect((await save(0, surveyAnswers[0] ?? {})).statusCode).toBe(409);
  });
});

describe('qualification check', () => {
  async function atQualification() {
    const donor = await predonor();
    await passLiteracy(donor.token);
    await completeSurvey(donor.token);
    return donor;
  }

  it('has a bilingual landing and pages of questions, resumes at the saved page with the answers', async () => {
    const { token } = await atQualification();
    const landing = await t.call('applicationFeedback/getQualCheckLanding', { lang: 'es' }, { token });
    expect(landing.json()).toMatchObject({
      status: 200,
      proceedTo: null,
      format: { uniqueDocID: demoCheckIds.qualification, landing: { startButton: 'Comenzar la evaluación' }, nextButtonText: 'Continuar' },
    });
    await saveQualification(token, eligibleAnswers.slice(0, 1));
    const start = (await t.call('applicationFeedback/startQualCheck', { uniqueDocID: demoCheckIds.qualification }, { token })).json<{
      startfrom: number;
      previouslyanswered: unknown;
      questions: { index: number; questions: { id: string }[] }[];
    }>();
    expect(start.startfrom).toBe(1);
    expect(start.previouslyanswered).toEqual({ '0': { age: 30, weight: 160 } });
    expect(start.questions.map((page) => page.index)).toEqual([0, 1, 2]);
    expect(JSON.stringify(start.questions)).not.toContain('deferDays');
  });

  it('reads the language from `language` on save and refuses bad pages with the spec’s messages', async () => {
    const { token } = await atQualification();
    await t.call('applicationFeedback/startQualCheck', { uniqueDocID: demoCheckIds.qualification }, { token });
    const save = (answer: { layoutIndex: number; answers: Record<string, string | number> }) =>
      t.call('applicationFeedback/qualCheckSaveAndContinue', { docID: demoCheckIds.qualification, answer, language: 'es' }, { token });
    const empty = await save({ layoutIndex: 0, answers: { age: 30 } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'fillAllFields',
      fields: [{ path: 'params.answer.answers.weight', message: 'Completa todos los campos.' }],
    });
    expect((await save({ layoutIndex: 0, answers: { age: 30, weight: 'heavy' } })).json()).toMatchObject({ code: 'answerInvalid' });
    expect((await save({ layoutIndex: 0, answers: { age: 30.5, weight: 150 } })).json()).toMatchObject({ code: 'answerInvalid' });
    expect((await save({ layoutIndex: 3, answers: {} })).json()).toMatchObject({ status: 400, code: 'pageOutOfRange' });
    const submit = await t.call('applicationFeedback/qualCheckSubmit', { docID: demoCheckIds.qualification, lang: 'en' }, { token });
    expect(submit.json()).toMatchObject({ status: 400, code: 'checkIncomplete', message: 'Please answer every page before submitting.' });
  });

  it('defers a recent tattoo until 120 days later, records the deferral and shows the result again on the landing', async () => {
    const { token, donorId } = await atQualification();
    await saveQualification(token, [eligibleAnswers[0] ?? {}, { tattoo: 'yes', travel: 'no' }, eligibleAnswers[2] ?? {}]);
    const submit = await t.call('applicationFeedback/qualCheckSubmit', { docID: demoCheckIds.qualification, lang: 'en' }, { token });
    const { proceed } = submit.json<{
      proceed: { date: string; description: string[]; overlayTitle: string; buttons: { redirectTo?: string }[] };
    }>();
    expect(proceed.date).toBe('2026-10-13T00:00:00.000Z');
    expect(proceed.description).toContain('A tattoo, permanent makeup or piercing needs 4 months to heal before you can donate.');
    expect(proceed.buttons[0]?.redirectTo).toBe('/');
    const [deferral] = await t.database.db.select().from(donorDeferrals).where(eq(donorDeferrals.donorId, donorId));
    expect(deferral).toMatchObject({ code: 'tattoo', until: '2026-10-13' });
    expect(await progress(token)).toMatchObject({ type: 'qualification', state: 'notEligible', iscompleted: true });
    const landing = (await t.call('applicationFeedback/getQualCheckLanding', { lang: 'es' }, { token })).json<{
      proceedTo: { overlayTitle: string; date: string };
    }>();
    expect(landing.proceedTo).toMatchObject({ overlayTitle: 'Resultado de tu evaluación de requisitos', date: '2026-10-13T00:00:00.000Z' });
    expect((await t.call('applicationFeedback/qualCheckSubmit', { docID: demoCheckIds.qualification }, { token })).statusCode).toBe(409);
  });

  it.each([
    ['under 18', [{ age: 17, weight: 150 }, eligibleAnswers[1], eligibleAnswers[2]], 'notEligible'],
    ['over 69', [{ age: 70, weight: 150 }, eligibleAnswers[1], eligibleAnswers[2]], 'notEligible'],
    ['under 110 lb', [{ age: 30, weight: 109 }, eligibleAnswers[1], eligibleAnswers[2]], 'notEligible'],
    ['unsure about malaria', [eligibleAnswers[0], { tattoo: 'no', travel: 'unsure' }, eligibleAnswers[2]], 'contact'],
    ['a blood thinner', [eligibleAnswers[0], eligibleAnswers[1], { medications: ['bloodThinner'], feelingWell: 'yes' }], 'contact'],
  ])('scores %s', async (_name, pages, expected) => {
    const { token } = await atQualification();
    await saveQualification(token, pages as Record<string, unknown>[]);
    const { proceed } = (await t.call('applicationFeedback/qualCheckSubmit', { docID: demoCheckIds.qualification }, { token })).json<{
      proceed: { date: string | null; buttons: { goto?: string; title: string }[] };
    }>();
    expect(proceed.date).toBeNull();
    expect(proceed.buttons.some((button) => button.goto === 'contact-us')).toBe(expected === 'contact');
  });

  it('takes the latest date when several deferrals apply (malaria travel 365 days over isotretinoin 30)', async () => {
    const { token } = await atQualification();
    await saveQualification(token, [
      eligibleAnswers[0] ?? {},
      { tattoo: 'no', travel: 'malaria' },
      { medications: ['isotretinoin'], feelingWell: 'yes' },
    ]);
    const { proceed } = (await t.call('applicationFeedback/qualCheckSubmit', { docID: demoCheckIds.qualification }, { token })).json<{
      proceed: { date: string; description: string[] };
    }>();
    expect(proceed.date).toBe('2027-06-15T00:00:00.000Z');
    expect(proceed.description).toHaveLength(3);
  });

  it('does not promise "soon" to a donor deferred for 12 months, in either language', async () => {
    const { token } = await atQualification();
    await saveQualification(token, [eligibleAnswers[0] ?? {}, { tattoo: 'no', travel: 'malaria' }, eligibleAnswers[2] ?? {}]);
    const { proceed } = (
      await t.call('applicationFeedback/qualCheckSubmit', { docID: demoCheckIds.qualification, lang: 'es' }, { token })
    ).json<{
      proceed: { date: string; title: string; description: string[] };
    }>();
    expect(proceed.date).toBe('2027-06-15T00:00:00.000Z');
    expect([proceed.title, ...proceed.description].join(' ')).not.toMatch(/pronto/i);
    const landing = (await t.call('applicationFeedback/getQualCheckLanding', { lang: 'en' }, { token })).json<{
      proceedTo: { title: string; description: string[] };
    }>();
    expect([landing.proceedTo.title, ...landing.proceedTo.description].join(' ')).not.toMatch(/soon/i);
  });
});
