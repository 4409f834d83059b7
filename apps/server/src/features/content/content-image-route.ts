import { contentImageRoute } from '@portal/contract/services/content/content-image-route';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contentImages } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';
import { restRoute } from '../../plugins/calls/rest-route';
import type { Services } from '../../service-context';

export const contentImagePath = (id: string) => `/api/content/images/${id}`;

/** `GET /api/content/images/<id>`: the stored, re-encoded picture; any other id, well-formed or not, is 404. */
export function registerContentImages(app: FastifyInstance, services: Services): void {
  restRoute(app, services, contentImageRoute, async ({ params }) => {
    const [row] = z.uuid().safeParse(params.id).success
      ? await services.db.select().from(contentImages).where(eq(contentImages.id, params.id))
      : [];
    if (!row) throw new ServiceError(404, 'notFound');
    return { contentType: row.contentType, data: row.data };
  });
}
