import { desc, eq } from 'drizzle-orm';
import { donorCareSubmissions } from '../../db/schema/index';
import type { Handler } from '../service-context';

const SUBMISSIONS_SHOWN = 20;

export const getDonorCareSubmissionsHandler: Handler<'donorCare/getSubmissions'> = async (ctx) => {
  const rows = await ctx.db
    .select()
    .from(donorCareSubmissions)
    .where(eq(donorCareSubmissions.donorId, ctx.session.donorId))
    .orderBy(desc(donorCareSubmissions.seq))
    .limit(SUBMISSIONS_SHOWN);
  return {
    status: 200,
    submissions: rows.map((r) => ({
      submissionID: r.id,
      subject: r.subject,
      eventDate: r.eventDate,
      createdAt: r.createdAt.toISOString(),
      status: r.status,
    })),
  };
};
