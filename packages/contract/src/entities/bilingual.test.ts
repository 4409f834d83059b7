import { describe, expect, it } from 'vitest';
import { bilingualTextSchema, pickLanguage, type Bilingual } from './bilingual';

describe('pickLanguage', () => {
  it("returns the donor's language", () => {
    expect(pickLanguage({ en: 'Welcome', es: 'Bienvenido' }, 'es')).toBe('Bienvenido');
    expect(pickLanguage({ en: 'Welcome', es: 'Bienvenido' }, 'en')).toBe('Welcome');
  });

  it('falls back to English when the Spanish is empty or missing', () => {
    expect(pickLanguage({ en: 'Welcome', es: '' }, 'es')).toBe('Welcome');
    const untranslated = JSON.parse('{"en":{"title":"Tips"}}') as Bilingual<{ title: string }>;
    expect(pickLanguage(untranslated, 'es')).toEqual({ title: 'Tips' });
  });

  it('keeps a document in the language asked for', () => {
    expect(pickLanguage({ en: { title: 'Tips' }, es: { title: 'Consejos' } }, 'es')).toEqual({ title: 'Consejos' });
  });
});

describe('bilingualTextSchema', () => {
  it('needs both languages as text', () => {
    expect(bilingualTextSchema.safeParse({ en: 'Hi', es: 'Hola' }).success).toBe(true);
    expect(bilingualTextSchema.safeParse({ en: 'Hi' }).success).toBe(false);
  });
});
