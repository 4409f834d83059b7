import type { contentImageRoute } from '@portal/contract/services/content/content-image-route';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { contentImages } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';
import type { RestRoute } from '../../plugins/calls/rest-route';

/** `GET /api/content/images/<id>`: the stored, re-encoded picture; any other id, well-formed or not, is 404. */
export const contentImageRouteHandler: RestRoute<typeof contentImageRoute> =
  (services) =>
  async ({ params }) => {
    const [row] = z.uuid().safeParse(params.id).success
      ? await services.db.select().from(contentImages).where(eq(contentImages.id, params.id))
      : [];
    if (!row) throw new ServiceError(404, 'notFound');
    return { contentType: row.contentType, data: row.data };
  };
