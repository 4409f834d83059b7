import type { Bilingual } from '@portal/contract';
import type { SurveyQuestionResult } from '@portal/contract/services/content/promotions/get-survey-results';
import { count, eq, sql } from 'drizzle-orm';
import { rows, type Db } from '../../../db/client';
import { surveyAnswers } from '../../../db/schema/index';
import { ServiceError } from '../../../lib/service-error';
import { findItem } from '../content-items';
import { promotionContent } from './promotion-content';

export interface SurveyResults {
  title: Bilingual;
  respondents: number;
  questions: SurveyQuestionResult[];
}

interface Tally {
  question: number;
  answer: number;
  n: number;
}

/**
 * A survey's answers counted in the database against its current questions: an option keeps its number when its
 * text changes, so its count follows it (decision 028). Nothing about who answered, or what they wrote, leaves the
 * query: per question the donors who answered it, per option the donors who chose it.
 */
export async function surveyResults(db: Db, id: string): Promise<SurveyResults> {
  const item = await findItem(db, promotionContent, id);
  if (item.fields.type !== 'survey') throw new ServiceError(404, 'notFound');
  const [total] = await db.select({ n: count() }).from(surveyAnswers).where(eq(surveyAnswers.promotionId, id));
  // Each donor's submission holds each question once: a row per (donor, question) answered, per (donor, option) chosen.
  const perQuestion = await rows<Tally>(
    db,
    sql`select (q->>'questionOrder')::int as question, -1 as answer, count(*)::int as n
      from ${surveyAnswers} cross join lateral jsonb_array_elements(${surveyAnswers.answers}) as q
      where ${surveyAnswers.promotionId} = ${id} and jsonb_array_length(q->'answers') > 0
      group by 1`,
  );
  const perOption = await rows<Tally>(
    db,
    sql`select (q->>'questionOrder')::int as question, (a->>'answerOrder')::int as answer, count(*)::int as n
      from ${surveyAnswers}
      cross join lateral jsonb_array_elements(${surveyAnswers.answers}) as q
      cross join lateral jsonb_array_elements(q->'answers') as a
      where ${surveyAnswers.promotionId} = ${id}
      group by 1, 2`,
  );
  const find = (rows: Tally[], question: number, answer: number) =>
    rows.find((row) => row.question === question && row.answer === answer)?.n ?? 0;
  return {
    title: item.fields.title,
    respondents: total?.n ?? 0,
    questions: item.fields.questions.map((question) => ({
      questionOrder: question.questionOrder,
      questionType: question.questionType,
      questionText: question.questionText,
      answered: find(perQuestion, question.questionOrder, -1),
      answers: question.answers.map((answer) => ({
        answerOrder: answer.answerOrder,
        items: answer.items,
        count: find(perOption, question.questionOrder, answer.answerOrder),
      })),
    })),
  };
}
