import type { NewsFields, PromotionFields, PublishWindow } from '@portal/contract/entities/content';
import type { Db } from '../client';
import { createItem } from '../../features/content/content-items';
import { newsContent } from '../../features/content/news/news-content';
import { promotionContent } from '../../features/content/promotions/promotion-content';

let sequence = 0;

/** An article complete in both languages, with one block of each kind. */
export function completeNewsFields(title = 'Test article'): NewsFields {
  return {
    category: 'updates',
    coverImage: '/content/community.svg',
    announce: true,
    title: { en: title, es: `${title} (es)` },
    blocks: [
      { tag: 'h2', text: { en: 'Heading', es: 'Encabezado' }, marginBottom: 8 },
      { tag: 'body', text: { en: 'First paragraph.', es: 'Primer párrafo.' }, marginBottom: 8 },
      { tag: 'bullet', text: { en: 'A point', es: 'Un punto' }, marginBottom: 2 },
      { tag: 'img', text: { en: 'A picture', es: 'Una imagen' }, url: '/content/hydration.svg', marginBottom: 8 },
      { tag: 'accordion', title: { en: 'Question?', es: '¿Pregunta?' }, text: { en: 'Answer.', es: 'Respuesta.' }, marginBottom: 8 },
      { tag: 'linkbutton', text: { en: 'More', es: 'Más' }, url: 'https://www.example.org/more', marginBottom: 0 },
    ],
  };
}

/** An article through the console's own create function (a first revision included), a draft unless a window is given. */
export async function createArticle(db: Db, input: { fields?: NewsFields; window?: PublishWindow } = {}) {
  sequence += 1;
  return createItem(
    db,
    newsContent,
    { fields: input.fields ?? completeNewsFields(`Article ${sequence}`), ...(input.window ? { window: input.window } : {}) },
    { staffId: null, at: new Date('2026-01-01T00:00:00Z') },
  );
}

/** A campaign promotion complete in both languages, with a reward and one body block. */
export function completePromotionFields(title = 'Test promotion'): PromotionFields {
  return {
    type: 'campaign',
    title: { en: title, es: `${title} (es)` },
    description: { en: 'Donate twice this week.', es: 'Dona dos veces esta semana.' },
    objective: { en: 'Two donations.', es: 'Dos donaciones.' },
    blocks: [{ tag: 'bullet', text: { en: 'At any center', es: 'En cualquier centro' }, marginBottom: 2 }],
    images: ['/content/rewards.svg'],
    rewardPoints: 150,
    rewardStartsAt: '2026-01-01T00:00:00.000Z',
    rewardEndsAt: '2027-01-01T00:00:00.000Z',
    plasmaName: 'Test Plasma',
    plasmaAddress: '1 Main St, Austin, TX 78701',
    announce: true,
    questions: [],
  };
}

const both = (en: string) => ({ en, es: `${en} (es)` });

/** A survey promotion complete in both languages: a single choice, a multiple choice and a text question. */
export function completeSurveyFields(title = 'Test survey'): PromotionFields {
  return {
    ...completePromotionFields(title),
    type: 'survey',
    rewardPoints: 20,
    questions: [
      {
        questionOrder: 0,
        questionType: 0,
        questionText: both('How was your wait?'),
        answers: [
          { answerOrder: 0, items: both('Short') },
          { answerOrder: 1, items: both('Long') },
        ],
      },
      {
        questionOrder: 1,
        questionType: 1,
        questionText: both('What did you like?'),
        answers: [
          { answerOrder: 0, items: both('Staff') },
          { answerOrder: 1, items: both('Chairs') },
          { answerOrder: 2, items: both('Snacks') },
        ],
      },
      { questionOrder: 2, questionType: 2, questionText: both('Anything else?'), answers: [] },
    ],
  };
}

/** A promotion through the console's own create function, a draft unless a window is given. */
export async function createPromotionItem(db: Db, input: { fields?: PromotionFields; window?: PublishWindow } = {}) {
  sequence += 1;
  return createItem(
    db,
    promotionContent,
    { fields: input.fields ?? completePromotionFields(`Promotion ${sequence}`), ...(input.window ? { window: input.window } : {}) },
    { staffId: null, at: new Date('2026-01-01T00:00:00Z') },
  );
}
