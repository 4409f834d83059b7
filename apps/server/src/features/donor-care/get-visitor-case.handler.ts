import { eq } from 'drizzle-orm';
import { donorCareCases } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';
import { visitorCaseTokenHash } from './case-link';
import { donorCases } from './donor-cases';

/** A visitor's case through the link in their e-mail; any other token is 404. */
export const getVisitorCaseHandler: Handler<'donorCare/getVisitorCase'> = async (ctx, params) => {
  const [found] = await donorCases(ctx.db, eq(donorCareCases.visitorTokenHash, visitorCaseTokenHash(params.token)));
  if (!found) throw new ServiceError(404, 'caseNotFound');
  return { status: 200, case: found };
};
