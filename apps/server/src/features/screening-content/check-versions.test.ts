import type { ScreeningFields, ScreeningVersion } from '@portal/contract/entities/screening-content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { createStaff } from '../../db/factories/staff';
import { demoCheckIds, seedPrescreeningContent } from '../../db/seed/demo-prescreening';
import { signIn, signInStaff } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let editor: string;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  await seedPrescreeningContent(t.database.db);
  editor = await signInStaff(t, (await createStaff(t.database.db, 'content_editor')).email);
});
afterAll(() => t.close());

type Reply = { statusCode: number; body: string; json<U>(): U };
const ok = <T>(res: Reply) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
type Kind = 'qualification' | 'predonorsurvey';
const fieldsOf = async (kind: Kind, id: string) =>
  ok<{ fields: ScreeningFields; version: ScreeningVersion }>(
    await t.call('screeningContent/getScreeningVersion', { kind, id }, { token: editor }),
  );
const saveDraft = (kind: Kind, params: { basedOn?: string; id?: string; expectedRevision?: number; fields: ScreeningFields }) =>
  t.call('screeningContent/saveScreeningDraft', { kind, ...params }, { token: editor });
const publish = (kind: Kind, id: string, expectedRevision = 1) =>
  t.call('screeningContent/publishScreeningVersion', { kind, id, expectedRevision }, { token: editor });

/** A new draft of `kind` edited from its demo version by `edit`, published: its id. */
async function publishEdited(kind: Kind, basedOn: string, edit: (fields: ScreeningFields) => void): Promise<string> {
  const { fields } = await fieldsOf(kind, basedOn);
  edit(fields);
  const draft = ok<{ id: string; revision: number }>(await saveDraft(kind, { basedOn, fields }));
  ok(await publish(kind, draft.id, draft.revision));
  return draft.id;
}

async function predonor() {
  n += 1;
  const donor = await createDonor(t.database.db, { status: 'predonor', email: `versions${n}@example.com` });
  return { donorId: donor.id, token: (await signIn(t, `versions${n}@example.com`)).token };
}

async function passLiteracy(token: string) {
  const { oid } = ok<{ oid: string }>(
    await t.call('applicationFeedback/startLiteracyCheck', { uniqueDocID: demoCheckIds.literacy }, { token }),
  );
  const answers = { '0': { plasmaIs: 'liquid' }, '1': { returned: 'redCells' }, '2': { agree: 'yes' } };
  ok(await t.call('applicationFeedback/literacyCheckSubmit', { docID: demoCheckIds.literacy, oid, answers }, { token }));
}

type Answers = Record<string, string | number | string[]>;
const surveyPages: Answers[] = [
  { conditions: ['none'], seizures: 'no' },
  { surgery: 'no', transfusion: 'no', vaccine: 'no' },
  { pregnant: 'na' },
];
const eligiblePages: Answers[] = [
  { age: 30, weight: 160 },
  { tattoo: 'no', travel: 'no' },
  { medications: ['none'], feelingWell: 'yes' },
];
const surveyDocId = async (token: string) =>
  ok<{ docID: string }>(await t.call('applicationFeedback/getPreDonorSurvey', {}, { token })).docID;
const qualDocId = async (token: string) =>
  ok<{ format: { uniqueDocID: string } }>(await t.call('applicationFeedback/getQualCheckLanding', {}, { token })).format.uniqueDocID;
const saveSurveyPage = (token: string, docID: string, layoutIndex: number) =>
  t.call('applicationFeedback/savePreDonorSurveyPage', { docID, layoutIndex, answers: surveyPages[layoutIndex] ?? {} }, { token });
const saveQualPage = (token: string, docID: string, layoutIndex: number) =>
  t.call(
    'applicationFeedback/qualCheckSaveAndContinue',
    { docID, answer: { layoutIndex, answers: eligiblePages[layoutIndex] ?? {} } },
    { token },
  );

async function finishSurvey(token: string, docID: string, from = 0) {
  for (let page = from; page < surveyPages.length; page += 1) ok(await saveSurveyPage(token, docID, page));
  ok(await t.call('applicationFeedback/submitPreDonorSurvey', { docID }, { token }));
}

async function startQualification(token: string): Promise<string> {
  const docID = await qualDocId(token);
  ok(await t.call('applicationFeedback/startQualCheck', { uniqueDocID: docID }, { token }));
  return docID;
}

const reason = { en: 'Every age is ruled out in this test version.', es: 'Esta versión de prueba descarta todas las edades.' };

describe('a donor keeps the version she started', () => {
  it('finishes and is scored on version 1 after version 2 is published, while a new donor starts on version 2', async () => {
    const maria = await predonor();
    await passLiteracy(maria.token);
    expect(await surveyDocId(maria.token)).toBe(demoCheckIds.survey);
    ok(await saveSurveyPage(maria.token, demoCheckIds.survey, 0));

    // Version 2 of the survey asks a new required question on page 1; version 2 of the qualification rules out every age.
    const survey2 = await publishEdited('predonorsurvey', demoCheckIds.survey, (fields) => {
      fields.pages[1]?.questions.push({
        id: 'bloodType',
        type: 'text',
        text: { en: 'What is your blood type?', es: '¿Cuál es tu tipo de sangre?' },
        options: [],
        min: null,
        max: null,
        unit: { en: '', es: '' },
        optional: false,
      });
    });

    // Maria continues her version 1: no new question, and she is not sent back to the survey once she is done.
    expect(await surveyDocId(maria.token)).toBe(demoCheckIds.survey);
    await finishSurvey(maria.token, demoCheckIds.survey, 1);
    const qual1 = await startQualification(maria.token);
    expect(qual1).toBe(demoCheckIds.qualification);
    ok(await saveQualPage(maria.token, qual1, 0));

    const qual2 = await publishEdited('qualification', demoCheckIds.qualification, (fields) => {
      fields.rules.push({
        question: 'age',
        when: { equals: null, includes: null, below: 200, above: null },
        outcome: 'notEligible',
        deferDays: null,
        educationCode: 'age',
        reason,
      });
    });
    expect(await saveQualPage(maria.token, qual2, 1)).toMatchObject({ statusCode: 404 });
    ok(await saveQualPage(maria.token, qual1, 1));
    ok(await saveQualPage(maria.token, qual1, 2));
    const done = ok<{ proceed: { title: string } }>(
      await t.call('applicationFeedback/qualCheckSubmit', { docID: qual1, lang: 'en' }, { token: maria.token }),
    );
    expect(done.proceed.title).toContain('Good news');

    // A donor who starts now gets both version 2s: the new question is required, and the same answers rule her out.
    const ana = await predonor();
    await passLiteracy(ana.token);
    expect(await surveyDocId(ana.token)).toBe(survey2);
    expect(
      (
        await t.call(
          'applicationFeedback/savePreDonorSurveyPage',
          { docID: demoCheckIds.survey, layoutIndex: 0, answers: surveyPages[0] ?? {} },
          { token: ana.token },
        )
      ).statusCode,
    ).toBe(404);
    ok(await saveSurveyPage(ana.token, survey2, 0));
    expect((await saveSurveyPage(ana.token, survey2, 1)).json()).toMatchObject({ status: 400, code: 'fillAllFields' });
    ok(
      await t.call(
        'applicationFeedback/savePreDonorSurveyPage',
        { docID: survey2, layoutIndex: 1, answers: { ...surveyPages[1], bloodType: 'O+' } },
        { token: ana.token },
      ),
    );
    ok(await saveSurveyPage(ana.token, survey2, 2));
    ok(await t.call('applicationFeedback/submitPreDonorSurvey', { docID: survey2 }, { token: ana.token }));
    expect(await startQualification(ana.token)).toBe(qual2);
    for (const page of [0, 1, 2]) ok(await saveQualPage(ana.token, qual2, page));
    const ruledOut = ok<{ proceed: { title: string } }>(
      await t.call('applicationFeedback/qualCheckSubmit', { docID: qual2, lang: 'en' }, { token: ana.token }),
    );
    expect(ruledOut.proceed.title).not.toContain('Good news');
    expect(await t.call('applicationFeedback/getPreRegProgress', {}, { token: ana.token })).toMatchObject({ statusCode: 200 });
    expect(ok<{ state: string }>(await t.call('applicationFeedback/getPreRegProgress', {}, { token: ana.token })).state).toBe(
      'notEligible',
    );

    const versions = ok<{ versions: ScreeningVersion[] }>(
      await t.call('screeningContent/listScreeningVersions', {}, { token: editor }),
    ).versions;
    expect(versions.filter((v) => v.kind === 'qualification').map((v) => [v.version, v.state])).toEqual([
      [2, 'published'],
      [1, 'retired'],
    ]);
  });
});

describe('publishing a version', () => {
  it('is refused with an empty Spanish text, naming each field, and with scoring that names a missing question or option', async () => {
    const { fields } = await fieldsOf('qualification', demoCheckIds.qualification);
    const question = fields.pages[0]?.questions[0];
    if (!question) throw new Error('the demo check has a question');
    question.text.es = '';
    const firstText = fields.texts[0];
    if (!firstText) throw new Error('the demo check has texts');
    firstText.text.es = ' ';
    const draft = ok<{ id: string; revision: number }>(await saveDraft('qualification', { basedOn: demoCheckIds.qualification, fields }));
    const incomplete = await publish('qualification', draft.id, draft.revision);
    expect(incomplete.json()).toMatchObject({ status: 400, code: 'contentIncomplete' });
    const named = incomplete.json<{ fields: { path: string }[] }>().fields.map((f) => f.path);
    expect(named).toEqual(['fields.pages.0.questions.0.text.es', `fields.texts.0.text.es`]);
    // Editors read labels, not paths: the message counts the fields the form marks.
    expect(incomplete.json<{ message: string }>().message).not.toContain('fields.');

    question.text.es = 'Edad';
    firstText.text.es = 'Texto';
    fields.rules.push(
      {
        question: 'shoeSize',
        when: { equals: null, includes: null, below: 5, above: null },
        outcome: 'contact',
        deferDays: null,
        educationCode: 'x',
        reason,
      },
      {
        question: 'tattoo',
        when: { equals: 'maybe', includes: null, below: null, above: null },
        outcome: 'deferUntil',
        deferDays: null,
        educationCode: 'x',
        reason,
      },
    );
    const saved = ok<{ revision: number }>(await saveDraft('qualification', { id: draft.id, expectedRevision: draft.revision, fields }));
    const broken = await publish('qualification', draft.id, saved.revision);
    expect(broken.json()).toMatchObject({ status: 400, code: 'scoringRefInvalid' });
    const last = fields.rules.length - 1;
    expect(broken.json<{ fields: { path: string }[] }>().fields.map((f) => f.path)).toEqual([
      `fields.rules.${last - 1}.question`,
      `fields.rules.${last}.when.equals`,
      `fields.rules.${last}.deferDays`,
    ]);
    expect(broken.json<{ message: string }>().message).not.toContain('fields.');
    expect((await fieldsOf('qualification', draft.id)).version.state).toBe('draft');
  });

  it('leaves a published version unchangeable: a save or a second publish answers 409, an edit is a new draft', async () => {
    const { fields, version } = await fieldsOf('predonorsurvey', demoCheckIds.survey);
    expect(version.state).not.toBe('draft');
    const edited = structuredClone(fields);
    const first = edited.pages[0]?.questions[0];
    if (first) first.text.en = 'Changed after publishing';
    expect(
      (await saveDraft('predonorsurvey', { id: demoCheckIds.survey, expectedRevision: version.revision, fields: edited })).json(),
    ).toMatchObject({
      status: 409,
      code: 'screeningVersionPublished',
    });
    expect((await publish('predonorsurvey', demoCheckIds.survey, version.revision)).json()).toMatchObject({ status: 409 });
    expect((await fieldsOf('predonorsurvey', demoCheckIds.survey)).fields).toEqual(fields);

    const draft = ok<{ id: string; revision: number; version: number }>(
      await saveDraft('predonorsurvey', { basedOn: demoCheckIds.survey, fields: edited }),
    );
    expect((await saveDraft('predonorsurvey', { id: draft.id, expectedRevision: draft.revision + 1, fields: edited })).statusCode).toBe(
      409,
    );
    const changes = ok<{ changes: { field: string; before: unknown; after: unknown }[] }>(
      await t.call(
        'screeningContent/compareScreeningVersions',
        { kind: 'predonorsurvey', from: demoCheckIds.survey, to: draft.id },
        { token: editor },
      ),
    ).changes;
    expect(changes).toEqual([
      { field: 'pages.0.questions.0.text.en', before: fields.pages[0]?.questions[0]?.text.en, after: 'Changed after publishing' },
    ]);
  });

  it('refuses, naming the fields, what the contract or the kind does not allow', async () => {
    const { fields } = await fieldsOf('predonorsurvey', demoCheckIds.survey);
    const badKey = structuredClone(fields);
    const option = badKey.pages[0]?.questions[0]?.options[0];
    if (option) option.value = 'not a key';
    const refused = await saveDraft('predonorsurvey', { basedOn: demoCheckIds.survey, fields: badKey });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fields: { path: string }[] }>().fields.map((f) => f.path)).toContain(
      'params.fields.pages.0.questions.0.options.0.value',
    );

    const withRule = structuredClone(fields);
    withRule.rules.push({
      question: 'seizures',
      when: { equals: 'yes', includes: null, below: null, above: null },
      outcome: 'contact',
      deferDays: null,
      educationCode: 'x',
      reason,
    });
    expect((await saveDraft('predonorsurvey', { basedOn: demoCheckIds.survey, fields: withRule })).json()).toMatchObject({
      status: 400,
      code: 'screeningShapeInvalid',
      fields: [{ path: 'params.fields.rules' }],
    });

    const lostText = structuredClone(fields);
    lostText.texts.pop();
    expect((await saveDraft('predonorsurvey', { basedOn: demoCheckIds.survey, fields: lostText })).json()).toMatchObject({
      status: 400,
      fields: [{ path: 'params.fields.texts' }],
    });
  });

  it('keeps one version in force when two drafts of a kind are published at once', async () => {
    const { fields } = await fieldsOf('qualification', demoCheckIds.qualification);
    const drafts = await Promise.all(
      [1, 2].map(async () =>
        ok<{ id: string; revision: number }>(await saveDraft('qualification', { basedOn: demoCheckIds.qualification, fields })),
      ),
    );
    const published = await Promise.all(drafts.map((draft) => publish('qualification', draft.id, draft.revision)));
    expect(published.map((res) => res.statusCode)).toEqual([200, 200]);
    const versions = ok<{ versions: ScreeningVersion[] }>(
      await t.call('screeningContent/listScreeningVersions', {}, { token: editor }),
    ).versions;
    const qualification = versions.filter((v) => v.kind === 'qualification');
    expect(qualification.filter((v) => v.state === 'published')).toHaveLength(1);
    expect(new Set(qualification.map((v) => v.version)).size).toBe(qualification.length);
  });
});
