import { qrDeviceTypes, type QrDeviceType } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { qrScans, redirectTargets } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';
import { isWebAddress } from '../../lib/web-address';
import type { Services } from '../service-context';

const redirectBody = z.object({ id: z.string().trim().min(1).max(100) });
const scanBody = z.object({ deviceID: z.string().trim().min(1).max(100), type: z.enum(qrDeviceTypes) });

/** Where each kind of phone gets the app; other devices land on the portal itself. */
export function storeUrlFor(services: Services, type: QrDeviceType): string {
  if (type === 'Android') return services.config.playStoreUrl;
  if (type === 'iOS') return services.config.appStoreUrl;
  return services.config.publicUrl;
}

/**
 * Spec 7's REST calls for the public links. `POST /api/redirect360/url {id}` answers `{data: {data: url}}`
 * from the redirect table, and only for http(s) targets (the table is the allow-list). `POST /api/scan-qr`
 * records the scan and answers the store link for the device type.
 */
export function registerPublicLinks(app: FastifyInstance, services: Services): void {
  app.post('/api/redirect360/url', async (request) => {
    const body = redirectBody.safeParse(request.body);
    if (!body.success) throw new ServiceError(400, 'redirectNotFound');
    const [row] = await services.db.select({ url: redirectTargets.url }).from(redirectTargets).where(eq(redirectTargets.id, body.data.id));
    if (!row || !isWebAddress(row.url)) throw new ServiceError(404, 'redirectNotFound');
    return { status: 200, data: { data: row.url } };
  });

  app.post('/api/scan-qr', async (request) => {
    const body = scanBody.safeParse(request.body);
    if (!body.success) throw new ServiceError(400, 'badRequest');
    await services.db.insert(qrScans).values({ deviceId: body.data.deviceID, deviceType: body.data.type, createdAt: services.clock.now() });
    return { status: 200, data: { url: storeUrlFor(services, body.data.type) } };
  });
}
