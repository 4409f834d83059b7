import type { Handler } from '../../../service-context';
import { findItem, summaryOf } from '../content-items';
import { promotionContent } from './promotion-content';

export const getPromotionHandler: Handler<'content/getPromotion'> = async (ctx, params) => {
  const item = await findItem(ctx.db, promotionContent, params.id);
  return { status: 200, item: { ...summaryOf(promotionContent, item, ctx.clock.now()), fields: item.fields } };
};
