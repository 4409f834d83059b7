import { CONTENT_IMAGE_MAX_BYTES } from '@portal/contract/entities/content';
import { formatMessage, restPath } from '@portal/contract';
import { contentImages } from '../../../db/schema/index';
import { ServiceError } from '../../../lib/service-error';
import type { Handler } from '../../../service-context';
import { reencodeContentImage } from './content-image';
import { contentImageRoute } from '@portal/contract/services/content/content-image-route';

/** Stores a re-encoded picture and answers its address; audited with its size and type. */
export const uploadImageHandler: Handler<'content/uploadImage'> = async (ctx, params) => {
  const bytes = Buffer.from(params.data, 'base64');
  if (bytes.length > CONTENT_IMAGE_MAX_BYTES) {
    const message = formatMessage(ctx.lang, 'contentImageTooLarge');
    throw new ServiceError(400, 'contentImageTooLarge', {}, { fields: [{ path: 'params.data', code: 'contentImageTooLarge', message }] });
  }
  const image = await reencodeContentImage(bytes);
  const [row] = await ctx.db
    .insert(contentImages)
    .values({ contentType: image.contentType, data: image.data, uploadedBy: ctx.staff.staffId, uploadedAt: ctx.clock.now() })
    .returning({ id: contentImages.id });
  if (!row) throw new Error('content image insert returned no row');
  ctx.audit({ objectType: 'contentImage', objectId: row.id, after: { contentType: image.contentType, bytes: image.data.length } });
  return { status: 200, url: restPath(contentImageRoute, { id: row.id }) };
};
