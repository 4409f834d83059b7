import { DONOR_CARE_SCREENSHOT_MAX_BYTES, type screenshotTypes } from '@portal/contract';
import { ServiceError } from '../../lib/service-error';

/** The first bytes each accepted image type starts with: the declared type alone proves nothing. */
const signatures: Record<(typeof screenshotTypes)[number], (data: Buffer) => boolean> = {
  'image/png': (d) => d.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (d) => d[0] === 0xff && d[1] === 0xd8 && d[2] === 0xff,
  'image/webp': (d) => d.subarray(0, 4).toString('latin1') === 'RIFF' && d.subarray(8, 12).toString('latin1') === 'WEBP',
};

export interface Screenshot {
  name: string;
  contentType: (typeof screenshotTypes)[number];
  data: Buffer;
}

/** Decodes the visitor's screenshots, refusing oversized files and files that are not what they claim. */
export function decodeScreenshots(input: readonly { name: string; contentType: Screenshot['contentType']; data: string }[]): Screenshot[] {
  return input.map((shot) => {
    const data = Buffer.from(shot.data, 'base64');
    if (data.length > DONOR_CARE_SCREENSHOT_MAX_BYTES)
      throw new ServiceError(400, 'screenshotTooLarge', { kilobytes: DONOR_CARE_SCREENSHOT_MAX_BYTES / 1024 });
    if (!signatures[shot.contentType](data)) throw new ServiceError(400, 'screenshotInvalid');
    return { name: shot.name, contentType: shot.contentType, data };
  });
}
