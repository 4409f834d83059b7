import { and, eq } from 'drizzle-orm';
import type { Notification, Promotion } from '@portal/contract';
import type { PromotionFields } from '@portal/contract/entities/content';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { completeSurveyFields } from '../../../db/factories/content';
import { createDonor } from '../../../db/factories/donors';
import { createPromotion } from '../../../db/factories/marketing';
import { createStaff } from '../../../db/factories/staff';
import { auditLog } from '../../../db/schema/index';
import { signIn, signInStaff } from '../../../test/sign-in';
import { createTestApp, TEST_NOW, type TestApp } from '../../../test/test-app';

const MINUTE = 60_000;
let t: TestApp;
let editor: string;
let editorId: string;
const donors: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const staff = await createStaff(t.database.db, 'content_editor');
  editorId = staff.id;
  editor = await signInStaff(t, staff.email);
  for (const n of [1, 2, 3]) {
    await createDonor(t.database.db, { email: `survey-${n}@example.com` });
    donors.push((await signIn(t, `survey-${n}@example.com`)).token);
  }
});
afterAll(() => t.close());
afterEach(() => t.clock.set(TEST_NOW));

const as = <T>(res: { statusCode: number; body: string; json<U>(): U }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const create = async (fields: PromotionFields = completeSurveyFields('Center survey')) =>
  as<{ id: string; version: number }>(await t.call('content/savePromotion', { fields }, { token: editor }));
const publish = (id: string, expectedVersion: number, extra: { publishAt?: string; expireAt?: string | null } = {}) =>
  t.call('content/publishContent', { kind: 'promotion', id, expectedVersion, expireAt: null, ...extra }, { token: editor });
const donorPromotion = (id: string, token = donors[0] as string, lang: 'en' | 'es' = 'en') =>
  t.call('marketing/getSinglePromotion', { promotionID: id, lang }, { token });
const answer = (
  id: string,
  token: string,
  questions: { questionOrder: number; answers: { answerOrder: number; answerBody: string }[] }[],
) => t.call('marketing/submitSurveyAnswer', { promotionID: id, questions }, { token });
const fieldPaths = (res: { json<U>(): U }) =>
  res
    .json<{ fields: { path: string }[] }>()
    .fields.map((f) => f.path)
    .sort();

describe('a survey promotion edited in the console', () => {
  it('is a draft, scheduled, shown to donors with its questions at the publish time, and expires', async () => {
    const { id } = await create();
    expect((await donorPromotion(id)).statusCode).toBe(404);
    const publishAt = new Date(t.clock.now().getTime() + 10 * MINUTE);
    const expireAt = new Date(publishAt.getTime() + 20 * MINUTE);
    const scheduled = as<{ state: string }>(await publish(id, 1, { publishAt: publishAt.toISOString(), expireAt: expireAt.toISOString() }));
    expect(scheduled.state).toBe('scheduled');

    t.clock.set(new Date(publishAt.getTime() - 1));
    expect((await donorPromotion(id)).statusCode).toBe(404);
    const list = async () =>
      as<{ totalCount: number; data: Notification[] }>(
        await t.call('notification/getNotificationsPagination', { page: 1, limit: 50, lang: 'es' }, { token: donors[0] as string }),
      );
    const before = await list();
    expect(before.data.map((n) => n.refId)).not.toContain(id);

    // At the publish time the survey is in the modal and in every donor's list (the red dot counts one more).
    t.clock.set(publishAt);
    const { promotion } = as<{ promotion: Promotion }>(await donorPromotion(id, donors[0], 'es'));
    expect(promotion).toMatchObject({ type: 'survey', title: 'Center survey (es)', answered: false });
    expect(promotion.surveyQuestions?.questions).toEqual([
      {
        questionOrder: 0,
        questionText: 'How was your wait? (es)',
        properties: { questionType: 0 },
        questionAnswers: [
          { answerOrder: 0, items: 'Short (es)' },
          { answerOrder: 1, items: 'Long (es)' },
        ],
      },
      expect.objectContaining({ questionOrder: 1, properties: { questionType: 1 } }),
      { questionOrder: 2, questionText: 'Anything else? (es)', properties: { questionType: 2 }, questionAnswers: [] },
    ]);
    const after = await list();
    expect(after.totalCount).toBe(before.totalCount + 1);
    expect(after.data.find((n) => n.refId === id)).toMatchObject({ type: 'survey', title: 'Center survey (es)' });

    t.clock.set(expireAt);
    expect((await donorPromotion(id)).statusCode).toBe(404);
    expect((await list()).totalCount).toBe(before.totalCount);
  });

  it('keeps revisions of its questions, compares and restores them; each step audited', async () => {
    const { id } = await create(completeSurveyFields('Versions'));
    as(await publish(id, 1));
    const changed = completeSurveyFields('Versions');
    const first = changed.questions[0];
    if (!first) throw new Error('the factory has questions');
    first.questionText.es = '¿Qué tal la espera?';
    first.answers.push({ answerOrder: 2, items: { en: 'None', es: 'Ninguna' } });
    as(await t.call('content/savePromotion', { id, expectedVersion: 2, fields: changed }, { token: editor }));
    const served = as<{ promotion: Promotion }>(await donorPromotion(id, donors[0], 'es')).promotion;
    expect(served.surveyQuestions?.questions[0]?.questionText).toBe('¿Qué tal la espera?');

    const { changes } = as<{ changes: { field: string }[] }>(
      await t.call('content/compareRevisions', { kind: 'promotion', id, from: 2, to: 3 }, { token: editor }),
    );
    expect(changes.map((c) => c.field).sort()).toEqual([
      'fields.questions.0.answers.2.answerOrder',
      'fields.questions.0.answers.2.items.en',
      'fields.questions.0.answers.2.items.es',
      'fields.questions.0.questionText.es',
    ]);
    as(await t.call('content/restoreRevision', { kind: 'promotion', id, version: 2, expectedVersion: 3 }, { token: editor }));
    const restored = as<{ item: { fields: PromotionFields } }>(await t.call('content/getPromotion', { id }, { token: editor })).item;
    expect(restored.fields.questions[0]?.answers).toHaveLength(2);
    expect(
      as<{ promotion: Promotion }>(await donorPromotion(id, donors[0], 'es')).promotion.surveyQuestions?.questions[0]?.questionText,
    ).toBe('How was your wait? (es)');
    const rows = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.objectId, id), eq(auditLog.staffId, editorId)));
    expect(rows.map((r) => r.action).sort()).toEqual([
      'content/publishContent',
      'content/restoreRevision',
      'content/savePromotion',
      'content/savePromotion',
    ]);
  });

  it('cannot be published without questions, with a choice of fewer than two options, or a text left empty in either language', async () => {
    const none = await create({ ...completeSurveyFields('Empty'), questions: [] });
    const refused = await publish(none.id, 1);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ code: string }>().code).toBe('contentIncomplete');
    expect(fieldPaths(refused)).toEqual(['fields.questions']);

    const fields = completeSurveyFields('Half');
    const [single, multiple] = fields.questions;
    if (!single || !multiple) throw new Error('the factory has questions');
    single.answers = single.answers.slice(0, 1);
    multiple.questionText.es = '';
    const answers = multiple.answers[2];
    if (answers) answers.items.en = ' ';
    const half = await create(fields);
    expect(fieldPaths(await publish(half.id, 1))).toEqual([
      'fields.questions.0.answers',
      'fields.questions.1.answers.2.items.en',
      'fields.questions.1.questionText.es',
    ]);
  });

  it('refuses malformed questions with 400 naming the fields', async () => {
    const fields = completeSurveyFields('Bad');
    const [single, , text] = fields.questions;
    if (!single || !text) throw new Error('the factory has questions');
    text.answers = [{ answerOrder: 0, items: { en: 'x', es: 'x' } }];
    single.answers = [
      { answerOrder: 1, items: { en: 'a', es: 'a' } },
      { answerOrder: 1, items: { en: 'b', es: 'b' } },
    ];
    const res = await t.call('content/savePromotion', { fields }, { token: editor });
    expect(res.statusCode).toBe(400);
    expect(fieldPaths(res)).toEqual(['params.fields.questions.0.answers', 'params.fields.questions.2.answers']);

    const campaign = { ...completeSurveyFields('Not a survey'), type: 'campaign' as const };
    const wrongType = await t.call('content/savePromotion', { fields: campaign }, { token: editor });
    expect(fieldPaths(wrongType)).toEqual(['params.fields.questions']);

    const badType = {
      ...completeSurveyFields('Bad type'),
      questions: [{ questionOrder: 0, questionType: 7, questionText: { en: 'q', es: 'q' }, answers: [] }],
    };
    const res2 = await t.call('content/savePromotion', { fields: badType as unknown as PromotionFields }, { token: editor });
    expect(res2.statusCode).toBe(400);
    expect(fieldPaths(res2)).toEqual(['params.fields.questions.0.questionType']);
  });

  it('makes a survey the seed made outside the console editable, its answers kept', async () => {
    await createPromotion(t.database.db, {
      id: 'promo-survey-older',
      type: 'survey',
      title: { en: 'Older survey', es: 'Encuesta anterior' },
      description: { en: 'd', es: 'd' },
      objective: { en: 'o', es: 'o' },
      plasmaName: 'P',
      plasmaAddress: 'A',
      imageUrls: [],
      questions: completeSurveyFields().questions,
    });
    const item = as<{ item: { state: string; version: number; fields: PromotionFields } }>(
      await t.call('content/getPromotion', { id: 'promo-survey-older' }, { token: editor }),
    ).item;
    expect(item).toMatchObject({ state: 'published', version: 1, fields: { type: 'survey' } });
    expect(item.fields.questions).toHaveLength(3);
    as(
      await answer('promo-survey-older', donors[1] as string, [
        { questionOrder: 0, answers: [{ answerOrder: 1, answerBody: 'Long' }] },
        { questionOrder: 1, answers: [{ answerOrder: 0, answerBody: 'Staff' }] },
        { questionOrder: 2, answers: [{ answerOrder: 0, answerBody: 'Nothing' }] },
      ]),
    );
    const fields = { ...item.fields, title: { en: 'Older survey', es: 'Encuesta de antes' } };
    as(await t.call('content/savePromotion', { id: 'promo-survey-older', expectedVersion: 1, fields }, { token: editor }));
    const results = as<{ respondents: number }>(await t.call('content/getSurveyResults', { id: 'promo-survey-older' }, { token: editor }));
    expect(results.respondents).toBe(1);
  });
});

describe('survey results', () => {
  it('counts answers per question and option, exports them as CSV without donors, and refuses other roles', async () => {
    const fields = completeSurveyFields('Results');
    const { id } = await create(fields);
    as(await publish(id, 1));
    const [a, b, c] = donors as [string, string, string];
    as(
      await answer(id, a, [
        { questionOrder: 0, answers: [{ answerOrder: 0, answerBody: 'Short' }] },
        {
          questionOrder: 1,
          answers: [
            { answerOrder: 0, answerBody: 'Staff' },
            { answerOrder: 2, answerBody: 'Snacks' },
          ],
        },
        { questionOrder: 2, answers: [{ answerOrder: 0, answerBody: 'Call me at 555-0100, Ana' }] },
      ]),
    );
    as(
      await answer(id, b, [
        { questionOrder: 0, answers: [{ answerOrder: 0, answerBody: 'Short' }] },
        { questionOrder: 1, answers: [{ answerOrder: 2, answerBody: 'Snacks' }] },
        { questionOrder: 2, answers: [{ answerOrder: 0, answerBody: 'Great' }] },
      ]),
    );
    as(
      await answer(id, c, [
        { questionOrder: 0, answers: [{ answerOrder: 1, answerBody: 'Long' }] },
        { questionOrder: 1, answers: [{ answerOrder: 1, answerBody: 'Chairs' }] },
        { questionOrder: 2, answers: [{ answerOrder: 0, answerBody: 'Fine' }] },
      ]),
    );

    // An option renamed after the answers keeps its count (it keeps its number).
    const renamed = completeSurveyFields('Results');
    const snacks = renamed.questions[1]?.answers[2];
    if (!snacks) throw new Error('the factory has three options');
    snacks.items = { en: 'Free snacks', es: 'Bocadillos gratis' };
    as(await t.call('content/savePromotion', { id, expectedVersion: 2, fields: renamed }, { token: editor }));

    const results = as<{ respondents: number; questions: { answered: number; answers: { items: { en: string }; count: number }[] }[] }>(
      await t.call('content/getSurveyResults', { id }, { token: editor }),
    );
    expect(results.respondents).toBe(3);
    expect(results.questions.map((q) => q.answered)).toEqual([3, 3, 3]);
    expect(results.questions[0]?.answers.map((o) => o.count)).toEqual([2, 1]);
    expect(results.questions[1]?.answers.map((o) => [o.items.en, o.count])).toEqual([
      ['Staff', 1],
      ['Chairs', 1],
      ['Free snacks', 2],
    ]);
    expect(JSON.stringify(results)).not.toContain('555-0100');

    const exported = as<{ fileName: string; csv: string }>(
      await t.call('content/exportSurveyResults', { id, lang: 'es' }, { token: editor }),
    );
    expect(exported.fileName).toBe(`survey-results-${id}-es.csv`);
    expect(exported.csv.split('\r\n')).toEqual([
      'question_number,question,question_type,answer_number,answer,count',
      ',,,,respondents,3',
      '1,How was your wait? (es),single,1,Short (es),2',
      '1,How was your wait? (es),single,2,Long (es),1',
      '2,What did you like? (es),multiple,1,Staff (es),1',
      '2,What did you like? (es),multiple,2,Chairs (es),1',
      '2,What did you like? (es),multiple,3,Bocadillos gratis,2',
      '3,Anything else? (es),text,,,3',
      '',
    ]);
    expect(exported.csv).not.toMatch(/555-0100|Great|survey-\d@example\.com/);
    const [exportRow] = await t.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'content/exportSurveyResults'), eq(auditLog.objectId, id)));
    expect(exportRow?.after).toEqual({ export: 'surveyResults', respondents: 3 });

    for (const role of ['center_staff', 'donor_care', 'center_manager'] as const) {
      const staff = await createStaff(t.database.db, role);
      const token = await signInStaff(t, staff.email);
      expect((await t.call('content/getSurveyResults', { id }, { token })).statusCode).toBe(403);
      expect((await t.call('content/exportSurveyResults', { id, lang: 'en' }, { token })).statusCode).toBe(403);
    }
    expect((await t.call('content/getSurveyResults', { id }, { token: a })).statusCode).toBe(401);

    const bad = await t.call('content/exportSurveyResults', { id, lang: 'fr' } as never, { token: editor });
    expect(bad.statusCode).toBe(400);
    expect(fieldPaths(bad)).toEqual(['params.lang']);
  });

  it('has no results for a promotion that is not a survey (404), nor for an unknown one', async () => {
    const campaign = await create({ ...completeSurveyFields('Campaign'), type: 'campaign', questions: [] });
    expect((await t.call('content/getSurveyResults', { id: campaign.id }, { token: editor })).statusCode).toBe(404);
    expect((await t.call('content/getSurveyResults', { id: 'promo-none' }, { token: editor })).statusCode).toBe(404);
  });
});
