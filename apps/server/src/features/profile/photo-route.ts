import { PHOTO_MAX_BYTES, restPath } from '@portal/contract';
import type { uploadPhotoRoute } from '@portal/contract/services/profile/photo';
import { photoRoute } from '@portal/contract/services/profile/photo';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { donorPhotos, donors } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';
import type { RestRoute } from '../../plugins/calls/rest-route';
import { resizePhoto } from './photo';

const photoPath = (id: string) => restPath(photoRoute, { id });

async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new ServiceError(400, 'photoRequired');
  try {
    const file = await request.file();
    if (!file) throw new ServiceError(400, 'photoRequired');
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    const { code, statusCode } = error as Error & { code?: unknown; statusCode?: unknown };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ServiceError(413, 'photoTooLarge', { megabytes: PHOTO_MAX_BYTES / 1024 / 1024 });
    if (typeof statusCode === 'number') throw error;
    // The parser's own errors (no boundary, a body cut short) carry no status: the body is not the multipart it claims.
    throw new ServiceError(400, 'badRequest');
  }
}

/**
 * `POST /api/profile/photo` (multipart, one file, bearer token; docs/decisions/007). The route helper gives only this
 * route the multipart parser, with the contract's limits, so the gateway keeps its JSON-only body.
 */
export const uploadPhotoRouteHandler: RestRoute<typeof uploadPhotoRoute> =
  (services) =>
  async ({ session, request }) => {
    const donorId = session.donorId;
    const photo = await resizePhoto(await readUpload(request));
    const now = services.clock.now();
    const path = await services.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(donorPhotos)
        .values({ donorId, contentType: photo.contentType, data: photo.data, createdAt: now })
        .returning({ id: donorPhotos.id });
      if (!row) throw new Error('photo insert returned no row');
      await tx.delete(donorPhotos).where(and(eq(donorPhotos.donorId, donorId), ne(donorPhotos.id, row.id)));
      await tx
        .update(donors)
        .set({ thumbnailPath: photoPath(row.id) })
        .where(eq(donors.id, donorId));
      return photoPath(row.id);
    });
    return { status: 200 as const, donorThumbnailPath: path };
  };

/** `GET /api/profile/photo/<id>` (docs/decisions/007). */
export const photoRouteHandler: RestRoute<typeof photoRoute> =
  (services) =>
  async ({ params }) => {
    const [row] = z.uuid().safeParse(params.id).success
      ? await services.db.select().from(donorPhotos).where(eq(donorPhotos.id, params.id))
      : [];
    if (!row) throw new ServiceError(404, 'notFound');
    return { contentType: row.contentType, data: row.data };
  };
