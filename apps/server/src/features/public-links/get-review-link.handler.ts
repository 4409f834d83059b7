import { eq } from 'drizzle-orm';
import { centerReviewLinks, locations } from '../../db/schema/index';
import { isWebAddress } from '../../lib/web-address';
import type { Handler } from '../../service-context';

/** The center's review page; null for an unknown center, one without a page, or a stored address that is not http(s). */
export const getReviewLinkHandler: Handler<'location/getReviewLink'> = async (ctx, params) => {
  const [row] = await ctx.db
    .select({ name: locations.name, url: centerReviewLinks.url })
    .from(locations)
    .leftJoin(centerReviewLinks, eq(centerReviewLinks.locationId, locations.id))
    .where(eq(locations.id, params.locationId));
  return { status: 200, url: row?.url && isWebAddress(row.url) ? row.url : null, centerName: row?.name ?? null };
};
