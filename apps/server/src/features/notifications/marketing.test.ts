import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { createNews, createPromotion } from '../../db/factories/marketing';
import { pointsLedger } from '../../db/schema/index';
import { currentBalance } from '../../domain/points-ledger';
import { signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const DAY = 24 * 60 * 60 * 1000;
const text = (en: string) => ({ en, es: `${en} (es)` });
const body = (title: string) => ({
  title,
  body: [
    { tag: 'body' as const, text: 'second', marginBottom: 0, index: 1 },
    { tag: 'h1' as const, text: 'first', marginBottom: 4, index: 0 },
  ],
});

beforeAll(async () => {
  t = await createTestApp();
  const now = t.clock.now().getTime();
  await createDonor(t.database.db, { email: 'reader@example.com' });
  await createDonor(t.database.db, { email: 'second@example.com' });
  await createNews(t.database.db, {
    id: 'live',
    category: 'updates',
    content: { en: body('Live'), es: body('Vivo') },
    publishedAt: new Date(now - DAY),
    expiresAt: new Date(now + DAY),
  });
  await createNews(t.database.db, {
    id: 'expired',
    category: 'updates',
    content: { en: body('Old'), es: body('Viejo') },
    publishedAt: new Date(now - 3 * DAY),
    expiresAt: new Date(now - 1),
  });
  await createNews(t.database.db, {
    id: 'future',
    category: 'updates',
    content: { en: body('Soon'), es: body('Pronto') },
    publishedAt: new Date(now + DAY),
    expiresAt: null,
  });
  const base = {
    plasmaName: 'Center',
    plasmaAddress: 'Street 1',
    imageUrls: ['/content/rewards.svg'],
    title: text('Survey'),
    description: text('Desc'),
    objective: text('Goal'),
  };
  await createPromotion(t.database.db, {
    ...base,
    id: 'survey-1',
    type: 'survey',
    rewardPoints: 25,
    rewardStartsAt: new Date(now - DAY),
    rewardEndsAt: new Date(now + DAY),
    questions: [
      {
        questionOrder: 0,
        questionType: 0,
        questionText: text('One?'),
        answers: [
          { answerOrder: 0, items: text('A') },
          { answerOrder: 1, items: text('B') },
        ],
      },
      {
        questionOrder: 1,
        questionType: 1,
        questionText: text('Many?'),
        answers: [
          { answerOrder: 0, items: text('C') },
          { answerOrder: 1, items: text('D') },
        ],
      },
      { questionOrder: 2, questionType: 2, questionText: text('Why?'), answers: [] },
    ],
  });
  await createPromotion(t.database.db, { ...base, id: 'campaign-1', type: 'campaign', rewardPoints: 0 });
  await createPromotion(t.database.db, {
    ...base,
    id: 'closed-survey',
    type: 'survey',
    rewardPoints: 50,
    rewardEndsAt: new Date(now - DAY),
    questions: [{ questionOrder: 0, questionType: 2, questionText: text('Why?'), answers: [] }],
  });
});
afterAll(() => t.close());

const complete = [
  { questionOrder: 0, answers: [{ answerOrder: 1, answerBody: 'B' }] },
  {
    questionOrder: 1,
    answers: [
      { answerOrder: 0, answerBody: 'C' },
      { answerOrder: 1, answerBody: 'D' },
    ],
  },
  { questionOrder: 2, answers: [{ answerOrder: 0, answerBody: 'Shorter waits' }] },
];

describe('marketing/searchNewsByID', () => {
  it('serves a live article with its blocks in index order, in the language asked for', async () => {
    const { token } = await signIn(t, 'reader@example.com');
    const res = await t.call('marketing/searchNewsByID', { newsID: 'live', lang: 'es' }, { token });
    expect(res.statusCode).toBe(200);
    const { news } = res.json<{ news: { content: { title: string; body: { text: string }[] }; expiryDate: string } }>();
    expect(news.content.title).toBe('Vivo');
    expect(news.content.body.map((b) => b.text)).toEqual(['first', 'second']);
    expect(news.expiryDate).toBe(new Date(t.clock.now().getTime() + DAY).toISOString());
  });

  it('does not serve expired or unpublished articles, nor unknown ids', async () => {
    const { token } = await signIn(t, 'reader@example.com');
    for (const newsID of ['expired', 'future', 'nope']) {
      expect((await t.call('marketing/searchNewsByID', { newsID }, { token })).json()).toMatchObject({ status: 404, code: 'newsNotFound' });
    }
    t.clock.advance(DAY + 1);
    try {
      const later = await signIn(t, 'reader@example.com');
      expect((await t.call('marketing/searchNewsByID', { newsID: 'live' }, { token: later.token })).json()).toMatchObject({ status: 404 });
    } finally {
      t.clock.advance(-(DAY + 1));
    }
  });
});

describe('marketing/getSinglePromotion and submitSurveyAnswer', () => {
  it('shows a campaign and a survey with its typed questions', async () => {
    const { token } = await signIn(t, 'reader@example.com');
    const campaign = await t.call('marketing/getSinglePromotion', { promotionID: 'campaign-1' }, { token });
    expect(campaign.json()).toMatchObject({
      status: 200,
      promotion: { type: 'campaign', surveyQuestions: null, images: [{ properties: { imageURL: '/content/rewards.svg' } }] },
    });
    const survey = await t.call('marketing/getSinglePromotion', { promotionID: 'survey-1', lang: 'es' }, { token });
    const promotion = survey.json<{
      promotion: {
        answered: boolean;
        rewards: unknown;
        surveyQuestions: { questions: { properties: { questionType: number }; questionText: string }[] };
      };
    }>().promotion;
    expect(promotion.surveyQuestions.questions.map((q) => q.properties.questionType)).toEqual([0, 1, 2]);
    expect(promotion.surveyQuestions.questions[0]?.questionText).toBe('One? (es)');
    expect(promotion).toMatchObject({ answered: false, rewards: { select: 'points', value: 25 } });
    expect((await t.call('marketing/getSinglePromotion', { promotionID: 'nope' }, { token })).json()).toMatchObject({
      status: 404,
      code: 'promotionNotFound',
    });
  });

  it('refuses an incomplete answer with the spec’s warning and stores nothing', async () => {
    const { token } = await signIn(t, 'reader@example.com');
    const incompletes = [
      complete.slice(0, 2),
      [complete[0], { questionOrder: 1, answers: [] }, complete[2]],
      [
        {
          questionOrder: 0,
          answers: [
            { answerOrder: 0, answerBody: '' },
            { answerOrder: 1, answerBody: '' },
          ],
        },
        complete[1],
        complete[2],
      ],
      [complete[0], complete[1], { questionOrder: 2, answers: [{ answerOrder: 0, answerBody: '   ' }] }],
      [{ questionOrder: 0, answers: [{ answerOrder: 7, answerBody: '' }] }, complete[1], complete[2]],
    ];
    for (const questions of incompletes) {
      const res = await t.call(
        'marketing/submitSurveyAnswer',
        { promotionID: 'survey-1', questions: questions as typeof complete },
        { token, lang: 'en' },
      );
      expect(res.json()).toMatchObject({ status: 400, code: 'answerAllQuestions', message: 'Please answer all questions!' });
    }
    expect((await t.call('marketing/getSinglePromotion', { promotionID: 'survey-1' }, { token })).json()).toMatchObject({
      promotion: { answered: false },
    });
  });

  it('credits the reward through the ledger once, and refuses a second answer', async () => {
    const { token, user } = await signIn(t, 'reader@example.com');
    const first = await t.call('marketing/submitSurveyAnswer', { promotionID: 'survey-1', questions: complete }, { token });
    expect(first.json()).toMatchObject({ status: 200, result: true, pointsAwarded: 25 });
    const again = await t.call('marketing/submitSurveyAnswer', { promotionID: 'survey-1', questions: complete }, { token });
    expect(again.json()).toMatchObject({ status: 409, code: 'surveyAlreadyAnswered' });
    const entries = await t.database.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.idempotencyKey, `survey:survey-1:${await idOf(user.donorID)}`));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'bonus', points: 25, balanceAfter: 25 });
    expect((await t.call('marketing/getSinglePromotion', { promotionID: 'survey-1' }, { token })).json()).toMatchObject({
      promotion: { answered: true },
    });
  });

  it('records the answer without points once the reward window has closed, and refuses answers to a campaign', async () => {
    const { token, user } = await signIn(t, 'second@example.com');
    const res = await t.call(
      'marketing/submitSurveyAnswer',
      { promotionID: 'closed-survey', questions: [{ questionOrder: 0, answers: [{ answerOrder: 0, answerBody: 'Because' }] }] },
      { token },
    );
    expect(res.json()).toMatchObject({ status: 200, result: true, pointsAwarded: 0 });
    expect(await currentBalance(t.database.db, await idOf(user.donorID))).toBe(0);
    expect((await t.call('marketing/submitSurveyAnswer', { promotionID: 'campaign-1', questions: [] }, { token })).json()).toMatchObject({
      status: 404,
    });
  });
});

async function idOf(donorNumber: string): Promise<string> {
  const { donors } = await import('../../db/schema/index');
  const [row] = await t.database.db.select({ id: donors.id }).from(donors).where(eq(donors.donorNumber, donorNumber));
  if (!row) throw new Error('no donor');
  return row.id;
}
