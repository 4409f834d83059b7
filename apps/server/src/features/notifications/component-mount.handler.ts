import { eq } from 'drizzle-orm';
import { donors, screenViews } from '../../db/schema/index';
import type { Handler } from '../../service-context';

/** One decimal degree is about 11 km: enough for "which region", not for an address. */
const coarse = (degrees: number) => Math.round(degrees * 10) / 10;

/** Records a screen view with the donor id and the status the server knows (never what the browser claims). */
export const componentMountHandler: Handler<'analytics/componentMount'> = async (ctx, params) => {
  const [donor] = await ctx.db.select({ status: donors.status }).from(donors).where(eq(donors.id, ctx.session.donorId));
  await ctx.db.insert(screenViews).values({
    donorId: ctx.session.donorId,
    donorStatus: donor?.status ?? 'unknown',
    component: params.mountedComponent,
    timezone: params.timezone ?? null,
    additionalInfo: params.additionalInfo ?? null,
    lat: params.coords ? coarse(params.coords.lat) : null,
    lng: params.coords ? coarse(params.coords.lng) : null,
    createdAt: ctx.clock.now(),
  });
  return { status: 200 };
};
