import { statementYears } from '../../domain/earnings/statement';
import type { Handler } from '../../service-context';

export const getStatementYearsHandler: Handler<'statement/getYears'> = async (ctx) => ({
  status: 200,
  years: await statementYears(ctx.db, ctx.session.donorId, ctx.clock.now()),
});
