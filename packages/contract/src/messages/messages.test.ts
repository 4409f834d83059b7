import { describe, expect, it } from 'vitest';
import { en } from './en';
import { es } from './es';
import { formatMessage } from './format';

describe('shared message catalogues', () => {
  it('have the same keys in English and Spanish, none empty', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of [...Object.entries(en), ...Object.entries(es)]) {
      expect(text.trim(), key).not.toBe('');
    }
  });
  it('keep the same placeholders in both languages', () => {
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(es[key]), key).toEqual(placeholders(en[key]));
    }
  });
  it('keeps the spec texts word for word', () => {
    expect(en.donorAlreadyExists).toBe('Donor already exist in our system. Please login from the login page...');
    expect(en.unknownError).toBe('Unkown error');
    expect(formatMessage('es', 'tooManyAttempts', { minutes: 15 })).toContain('15');
  });
});
