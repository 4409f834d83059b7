import type { Handler } from '../../../service-context';
import { surveyResults } from './survey-results';
import { surveyResultsCsv } from './survey-results-csv';

/** The counts as a CSV file in the language asked for; audited (who exported which survey's results). */
export const exportSurveyResultsHandler: Handler<'content/exportSurveyResults'> = async (ctx, params) => {
  const results = await surveyResults(ctx.db, params.id);
  ctx.audit({ objectType: 'promotion', objectId: params.id, after: { export: 'surveyResults', respondents: results.respondents } });
  return { status: 200, fileName: `survey-results-${params.id}-${params.lang}.csv`, csv: surveyResultsCsv(results, params.lang) };
};
