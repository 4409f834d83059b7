import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

/**
 * The ALTCHA widget without its inlined workers and styles (`altcha/external`): the worker is a
 * same-origin file and the styles a stylesheet, so the strict CSP (no inline scripts) holds.
 * The server's challenges use PBKDF2/SHA-256 only.
 */
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

/** Our own words for the widget, so it speaks the donor's language (Spanish is not bundled with it). */
export function setAltchaStrings(language: string, strings: Record<string, string>): void {
  const current = globalThis.$altcha.i18n.get(language) ?? globalThis.$altcha.i18n.get('en') ?? {};
  globalThis.$altcha.i18n.set(language, { ...current, ...strings });
}
