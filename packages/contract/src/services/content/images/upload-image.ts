import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';
import { CONTENT_IMAGE_MAX_BASE64 } from '../../../entities/content';
import { contentEditors } from '../roles';

/**
 * Stores a picture for articles: JPEG, PNG or WebP (by its bytes, not its name), at most CONTENT_IMAGE_MAX_BYTES,
 * re-encoded by the server (metadata and anything hidden after the image dropped). Answers the address to use in a
 * block or as a cover; anything else is 415 `photoTypeInvalid`, and a larger file is 400 naming `params.data`.
 */
export const uploadImage = defineService({
  serviceName: 'content',
  serviceType: 'uploadImage',
  auth: { staff: contentEditors },
  kind: 'mutation',
  personalData: false,
  params: z.object({
    data: z
      .string()
      .min(1, 'contentImageTooLarge')
      .max(CONTENT_IMAGE_MAX_BASE64, 'contentImageTooLarge')
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'photoTypeInvalid'),
  }),
  reply: z.object({ status: okStatus, url: z.string() }),
});
