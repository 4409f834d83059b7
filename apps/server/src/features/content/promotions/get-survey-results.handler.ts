import type { Handler } from '../../../service-context';
import { surveyResults } from './survey-results';

/** A survey promotion's answers as counts per question and option. */
export const getSurveyResultsHandler: Handler<'content/getSurveyResults'> = async (ctx, params) => ({
  status: 200,
  ...(await surveyResults(ctx.db, params.id)),
});
