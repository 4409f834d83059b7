import type { Language } from '../languages';

/**
 * The texts the browser's own HTTP client gives a call that got no reply or one it cannot read, in both
 * languages. Kept apart so the first page bundles these few lines instead of a whole catalogue.
 */
export const clientErrors = {
  en: {
    networkError: 'Network Error! Please try again later.',
    internalError: 'Something went wrong on our side. Please try again later.',
    unknownError: 'Unkown error',
  },
  es: {
    networkError: '¡Error de red! Vuelve a intentarlo más tarde.',
    internalError: 'Algo salió mal de nuestro lado. Vuelve a intentarlo más tarde.',
    unknownError: 'Error desconocido',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type ClientErrorKey = keyof typeof clientErrors.en;

/** A client-side error text in the language of the call. */
export function clientErrorText(language: Language, key: ClientErrorKey): string {
  return clientErrors[language][key];
}
