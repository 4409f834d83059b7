import { and, eq, isNull } from 'drizzle-orm';
import { b1b2Surveys } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';

/** Stores the answer once: the update only matches the donor's own survey while it is unanswered. */
export const submitB1B2AnswerHandler: Handler<'feedback/submitB1B2Answer'> = async (ctx, params) => {
  const mine = and(eq(b1b2Surveys.id, params.dpiID), eq(b1b2Surveys.donorId, ctx.session.donorId), isNull(b1b2Surveys.answeredAt));
  const [survey] = await ctx.db.select({ options: b1b2Surveys.options }).from(b1b2Surveys).where(mine);
  if (!survey) throw new ServiceError(404, 'b1b2NotFound');
  if (!survey.options.some((option) => option.order === params.answerOrder)) throw new ServiceError(400, 'b1b2AnswerInvalid');
  const updated = await ctx.db
    .update(b1b2Surveys)
    .set({ answerOrder: params.answerOrder, answeredAt: ctx.clock.now() })
    .where(mine)
    .returning({ id: b1b2Surveys.id });
  if (updated.length === 0) throw new ServiceError(404, 'b1b2NotFound');
  return { status: 200 };
};
