/**
 * GSM 03.38's default alphabet (one septet each) and its extension table (two septets each: an escape, then the
 * character). A text made only of these is sent as GSM-7; any other character (Spanish á, í, ó, ú, an emoji) switches
 * the whole text to UCS-2, whose segments hold 70 characters instead of 160.
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '\f^{}\\[~]|€';

const basic = new Set(GSM_BASIC);
const extension = new Set(GSM_EXTENSION);

export type SmsEncoding = 'gsm7' | 'ucs2';

export interface SmsSegments {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2): what the segments' sizes count. */
  units: number;
  segments: number;
}

/** One segment holds 160 septets or 70 UCS-2 units; a longer text is split into parts of 153 or 67 (a header each). */
const SIZES: Readonly<Record<SmsEncoding, { single: number; part: number }>> = {
  gsm7: { single: 160, part: 153 },
  ucs2: { single: 70, part: 67 },
};

/** How many segments a text message is billed as, and in which encoding (the editor of message texts shows it). */
export function smsSegments(text: string): SmsSegments {
  let septets = 0;
  let gsm = true;
  for (const char of text) {
    if (basic.has(char)) septets += 1;
    else if (extension.has(char)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  const encoding: SmsEncoding = gsm ? 'gsm7' : 'ucs2';
  const units = gsm ? septets : text.length;
  const { single, part } = SIZES[encoding];
  const segments = units === 0 ? 0 : units <= single ? 1 : Math.ceil(units / part);
  return { encoding, units, segments };
}
