import { describe, expect, it } from 'vitest';
import { smsSegments } from './sms-segments';

describe('smsSegments', () => {
  it('counts a plain English text in GSM-7: one segment up to 160 characters, then parts of 153', () => {
    expect(smsSegments('')).toEqual({ encoding: 'gsm7', units: 0, segments: 0 });
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(smsSegments('a'.repeat(161))).toEqual({ encoding: 'gsm7', units: 161, segments: 2 });
    expect(smsSegments('a'.repeat(306))).toEqual({ encoding: 'gsm7', units: 306, segments: 2 });
    expect(smsSegments('a'.repeat(307))).toEqual({ encoding: 'gsm7', units: 307, segments: 3 });
  });

  it('counts the extension table (€, brackets) as two septets', () => {
    expect(smsSegments('€5 {ok}')).toEqual({ encoding: 'gsm7', units: 10, segments: 1 });
    expect(smsSegments('€'.repeat(80)).segments).toBe(1);
    expect(smsSegments('€'.repeat(81)).segments).toBe(2);
  });

  it('keeps GSM-7 for the accents GSM has (é, ñ, ¿, ¡) and switches to UCS-2 for a Spanish á, í, ó or ú', () => {
    expect(smsSegments('¿Mañana? ¡Sí, café!').encoding).toBe('ucs2');
    expect(smsSegments('¿Mañana? ¡Claro, café!').encoding).toBe('gsm7');
    expect(smsSegments('Tu código es 123456')).toEqual({ encoding: 'ucs2', units: 19, segments: 1 });
  });

  it('splits UCS-2 at 70 characters, then parts of 67', () => {
    expect(smsSegments('á'.repeat(70))).toEqual({ encoding: 'ucs2', units: 70, segments: 1 });
    expect(smsSegments('á'.repeat(71))).toEqual({ encoding: 'ucs2', units: 71, segments: 2 });
    expect(smsSegments('á'.repeat(135)).segments).toBe(3);
  });

  it('counts an emoji as two UTF-16 units', () => {
    expect(smsSegments('🩸')).toEqual({ encoding: 'ucs2', units: 2, segments: 1 });
  });
});
