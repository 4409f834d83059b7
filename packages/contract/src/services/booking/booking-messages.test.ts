import { describe, expect, it } from 'vitest';
import { bookingMessages } from './booking-messages';

describe('booking messages', () => {
  it('have the same keys and placeholders in English and Spanish, none empty', () => {
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    expect(Object.keys(bookingMessages.es).sort()).toEqual(Object.keys(bookingMessages.en).sort());
    for (const [key, text] of Object.entries(bookingMessages.en)) {
      const spanish = bookingMessages.es[key as keyof typeof bookingMessages.en];
      expect(spanish.trim(), key).not.toBe('');
      expect(placeholders(spanish), key).toEqual(placeholders(text));
    }
  });
});
