import type { Handler } from '../../../service-context';
import { saveFields } from '../save-fields';
import { promotionContent } from './promotion-content';

export const savePromotionHandler: Handler<'content/savePromotion'> = (ctx, params) => saveFields(ctx, promotionContent, params);
