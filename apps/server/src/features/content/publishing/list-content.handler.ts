import type { Handler } from '../../../service-context';
import { summaryOf } from '../content-items';
import { contentTypeOf } from './content-types';

/** Every item of a kind, its state derived at the server's clock (the same rule donors' reads apply). */
export const listContentHandler: Handler<'content/listContent'> = async (ctx, params) => {
  const type = contentTypeOf(params.kind);
  const now = ctx.clock.now();
  return { status: 200, items: (await type.list(ctx.db)).map((item) => summaryOf(type, item, now)) };
};
