import { z } from 'zod';
import type { Language } from '../languages';

/**
 * The one stored shape of donor-facing content that an operator edits: the same field in each interface
 * language. A text is `Bilingual<string>`; a structured document (a tips page, a check's landing, an article)
 * is `Bilingual<Document>`, so an editor shows the two versions side by side whatever the field holds.
 */
export interface Bilingual<T = string> {
  en: T;
  es: T;
}

/** A stored text in both languages, as operators write it and the contract carries it. */
export const bilingualTextSchema = z.object({ en: z.string(), es: z.string() }) satisfies z.ZodType<Bilingual>;

/**
 * The donor's language from a stored bilingual field, English when the other language is missing or empty:
 * content is written in English first, and an untranslated Spanish field must not show a blank.
 */
export function pickLanguage<T>(value: Bilingual<T>, lang: Language): T {
  const picked: T | undefined | null = value[lang];
  return picked === undefined || picked === null || picked === '' ? value.en : picked;
}
