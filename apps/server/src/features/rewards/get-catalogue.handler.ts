import { asc, eq, sql } from 'drizzle-orm';
import { products } from '../../db/schema/index';
import { readProgramSettings } from '../../domain/program-settings';
import type { Handler } from '../../service-context';
import { productView } from './catalogue';

export const getCatalogueHandler: Handler<'reward/getCatalogue'> = async (ctx) => {
  const rows = await ctx.db
    .select()
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.sortOrder), asc(sql`${products.name}->>'en'`));
  return {
    status: 200,
    products: rows.filter((r) => r.kind === 'gift_card').map((r) => productView(r, ctx.lang)),
    fastCashOptions: rows.filter((r) => r.kind === 'fast_cash').map((r) => productView(r, ctx.lang)),
    pointsPerDollar: (await readProgramSettings(ctx.db)).pointsPerDollar,
  };
};
