import { z } from 'zod';
import { languages } from './languages';

/**
 * The language as params and replies carry it. Apart from `languages.ts` so that the web app's first
 * bundle, which needs the language list, does not reach zod (the lazy screens load it).
 */
export const languageSchema = z.enum(languages);
