import { CONTENT_IMAGE_MAX_SIDE_PX } from '@portal/contract/entities/content';
import sharp from 'sharp';
import { imageFormats, sniffImageFormat } from '../../../lib/image-format';
import { ServiceError } from '../../../lib/service-error';

/** A decoded picture may not exceed this: a small file that would expand to gigabytes is refused. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * An uploaded picture re-encoded in its own format, upright and at most CONTENT_IMAGE_MAX_SIDE_PX a side: metadata
 * (where a photo was taken) and anything hidden after the image are dropped. Anything but JPEG, PNG or WebP is 415.
 */
export async function reencodeContentImage(bytes: Buffer): Promise<{ data: Buffer; contentType: string }> {
  const format = sniffImageFormat(bytes);
  if (!format) throw new ServiceError(415, 'photoTypeInvalid');
  try {
    const data = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(CONTENT_IMAGE_MAX_SIDE_PX, CONTENT_IMAGE_MAX_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
      .toFormat(format)
      .toBuffer();
    return { data, contentType: imageFormats[format] };
  } catch {
    throw new ServiceError(415, 'photoTypeInvalid');
  }
}
