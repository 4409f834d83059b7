import type { QrDeviceType } from '@portal/contract';
import type { redirectUrlRoute, scanQrRoute } from '@portal/contract/services/public-links/rest';
import { eq } from 'drizzle-orm';
import { qrScans, redirectTargets } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';
import { isWebAddress } from '../../lib/web-address';
import type { RestRoute } from '../../plugins/calls/rest-route';
import type { PublicContext } from '../../service-context';

/** Where each kind of phone gets the app; other devices land on the portal itself. */
export function storeUrlFor(ctx: PublicContext, type: QrDeviceType): string {
  if (type === 'Android') return ctx.config.playStoreUrl;
  if (type === 'iOS') return ctx.config.appStoreUrl;
  return ctx.publicUrl;
}

/**
 * Spec 7's REST calls for the public links. `POST /api/redirect360/url {id}` answers `{data: {data: url}}`
 * from the redirect table, and only for http(s) targets (the table is the allow-list). `POST /api/scan-qr`
 * records the scan and answers the store link for the device type.
 */
export const redirectUrlRouteHandler: RestRoute<typeof redirectUrlRoute> =
  (services) =>
  async ({ body }) => {
    const [row] = await services.db.select({ url: redirectTargets.url }).from(redirectTargets).where(eq(redirectTargets.id, body.id));
    if (!row || !isWebAddress(row.url)) throw new ServiceError(404, 'redirectNotFound');
    return { status: 200 as const, data: { data: row.url } };
  };

export const scanQrRouteHandler: RestRoute<typeof scanQrRoute> =
  (services) =>
  async ({ ctx, body }) => {
    await services.db.insert(qrScans).values({ deviceId: body.deviceID, deviceType: body.type, createdAt: services.clock.now() });
    return { status: 200 as const, data: { url: storeUrlFor(ctx, body.type) } };
  };
