import { DONOR_CARE_SCREENSHOT_MAX, DONOR_CARE_SCREENSHOT_MAX_BYTES } from '@portal/contract/constants';
import { screenshotTypes } from '@portal/contract/services/donor-care/submission';
import { base64Of } from '../../../lib/base64';

export type ScreenshotProblem = 'tooMany' | 'type' | 'size' | null;

/** Checks the chosen files before sending: at most 3, PNG/JPEG/WebP, each within the size limit (the server checks again). */
export function screenshotProblem(files: readonly { type: string; size: number }[]): ScreenshotProblem {
  if (files.length > DONOR_CARE_SCREENSHOT_MAX) return 'tooMany';
  if (files.some((f) => !(screenshotTypes as readonly string[]).includes(f.type))) return 'type';
  if (files.some((f) => f.size > DONOR_CARE_SCREENSHOT_MAX_BYTES)) return 'size';
  return null;
}

/** A file as the JSON body carries it (base64 without the data-URL prefix). */
export async function encodeScreenshot(file: File): Promise<{ name: string; contentType: (typeof screenshotTypes)[number]; data: string }> {
  const data = base64Of(new Uint8Array(await file.arrayBuffer()));
  return { name: file.name.slice(0, 120), contentType: file.type as (typeof screenshotTypes)[number], data };
}
