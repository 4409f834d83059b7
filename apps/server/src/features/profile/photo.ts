import { PHOTO_MAX_SIDE_PX } from '@portal/contract';
import sharp from 'sharp';
import { imageFormats, sniffImageFormat } from '../../lib/image-format';
import { ServiceError } from '../../lib/service-error';

/** A decoded image may not exceed this: a small file that would expand to gigabytes is refused. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Re-encodes the photo in its own format, turned upright and no larger than 512 px a side. Re-encoding
 * drops the metadata (a phone's photo carries where it was taken) and anything hidden after the image.
 */
export async function resizePhoto(bytes: Buffer): Promise<{ data: Buffer; contentType: string }> {
  const format = sniffImageFormat(bytes);
  if (!format) throw new ServiceError(415, 'photoTypeInvalid');
  try {
    const data = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PHOTO_MAX_SIDE_PX, PHOTO_MAX_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
      .toFormat(format)
      .toBuffer();
    return { data, contentType: imageFormats[format] };
  } catch {
    throw new ServiceError(415, 'photoTypeInvalid');
  }
}
