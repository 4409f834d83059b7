import { PHOTO_MAX_SIDE_PX } from '@portal/contract';
import sharp from 'sharp';
import { ServiceError } from '../../lib/service-error';

const formats = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const;
type PhotoFormat = keyof typeof formats;

/** The image's real type from its first bytes; the file name and the declared type are not trusted. */
export function sniffImageFormat(bytes: Buffer): PhotoFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

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
    return { data, contentType: formats[format] };
  } catch {
    throw new ServiceError(415, 'photoTypeInvalid');
  }
}
