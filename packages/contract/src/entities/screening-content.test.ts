import { describe, expect, it } from 'vitest';
import { donorPagesOf, screeningFieldsSchema, type ScreeningFields, type ScreeningQuestion } from './screening-content';

const none = { en: '', es: '' };
const question = (id: string, extra: Partial<ScreeningQuestion> = {}): ScreeningQuestion => ({
  id,
  type: 'single',
  text: { en: `Question ${id}`, es: '' },
  options: [{ value: 'yes', text: { en: 'Yes', es: 'Sí' }, endsCheck: false }],
  min: null,
  max: null,
  unit: none,
  optional: false,
  ...extra,
});
const fields = (questions: ScreeningQuestion[]): ScreeningFields => ({
  pages: [
    {
      title: none,
      blocks: [
        { tag: 'H2', text: { en: 'Read this', es: 'Lee esto' }, bullets: [], marginBottom: 8 },
        { tag: 'bullets', text: none, bullets: [{ text: { en: 'One', es: '' }, marginBottom: null }], marginBottom: null },
      ],
      questions,
    },
  ],
  rules: [],
  texts: [],
});

describe('a check version as editors write it', () => {
  it('is shown to a donor in her language, English where the Spanish is still empty, with only what the type uses', () => {
    const [page] = donorPagesOf(
      fields([question('a'), question('b', { type: 'number', min: 1, max: 9, unit: { en: 'kg', es: 'kg' }, options: [] })]),
      'es',
    );
    expect(page).toEqual({
      index: 0,
      text: [
        { tag: 'H2', text: 'Lee esto', marginBottom: 8 },
        { tag: 'bullets', bullets: [{ text: 'One' }] },
      ],
      questions: [
        { id: 'a', type: 'single', text: 'Question a', options: [{ value: 'yes', text: 'Sí' }] },
        { id: 'b', type: 'number', text: 'Question b', min: 1, max: 9, unit: 'kg' },
      ],
    });
  });

  it('refuses repeated ids, a range upside down and ids scoring could not name, by path', () => {
    const result = screeningFieldsSchema.safeParse(
      fields([question('a'), question('a', { type: 'number', min: 5, max: 1 }), question('b c')]),
    );
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual(
      expect.arrayContaining([
        ['pages.0.questions.2.id', 'screeningKeyInvalid'],
        ['pages.0.questions.0.id', 'screeningIdRepeated'],
        ['pages.0.questions.1.id', 'screeningIdRepeated'],
        ['pages.0.questions.1.max', 'screeningRangeInvalid'],
      ]),
    );
  });
});
