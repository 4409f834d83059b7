import type { Handler } from '../../service-context';
import { spinWheel } from './after-donation-feedback';

export const wheelSpinHandler: Handler<'wheel/spin'> = async (ctx, params) => ({
  status: 200,
  ...(await spinWheel(ctx.db, ctx.session.donorId, params.wheelId, ctx.clock.now())),
});
