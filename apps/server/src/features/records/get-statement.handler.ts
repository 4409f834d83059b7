import { buildStatement } from '../../domain/earnings/statement';
import { statementCsv } from '../../domain/earnings/statement-csv';
import { statementPdf } from '../../domain/earnings/statement-pdf';
import { statementTexts } from '../../domain/earnings/statement-texts';
import type { Handler } from '../../service-context';

/** Issue 34: the donor's earnings statement for a year or a range, as PDF or CSV, in her language (or the one asked). */
export const getStatementHandler: Handler<'statement/getStatement'> = async (ctx, params) => {
  const lang = params.lang ?? ctx.lang;
  const statement = await buildStatement(ctx.db, ctx.session.donorId, params, ctx.clock.now());
  const company = ctx.config.brandName;
  const name = `${statementTexts[lang].fileName}-${statement.from}-${statement.to}.${params.format}`;
  const common = { status: 200 as const, fileName: name, total: statement.totalCents / 100 };
  const paymentCount = statement.months.reduce((n, m) => n + m.lines.length, 0);
  if (params.format === 'csv') {
    return {
      ...common,
      paymentCount,
      contentType: 'text/csv;charset=utf-8',
      encoding: 'utf8',
      content: statementCsv(statement, lang, company),
    };
  }
  const pdf = await statementPdf(statement, lang, company);
  return { ...common, paymentCount, contentType: 'application/pdf', encoding: 'base64', content: pdf.toString('base64') };
};
