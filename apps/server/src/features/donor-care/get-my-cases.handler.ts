import { eq } from 'drizzle-orm';
import { donorCareSubmissions } from '../../db/schema/index';
import type { Handler } from '../../service-context';
import { donorCases } from './donor-cases';

/** The signed-in donor's own cases: the token decides whose. */
export const getMyCasesHandler: Handler<'donorCare/getMyCases'> = async (ctx) => ({
  status: 200,
  cases: await donorCases(ctx.db, eq(donorCareSubmissions.donorId, ctx.session.donorId)),
});
