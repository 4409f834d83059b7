import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import type { Strings } from 'altcha/types';

/**
 * The ALTCHA widget without its inlined workers and styles (`altcha/external`): the worker is a
 * same-origin file and the styles a stylesheet, so the strict CSP (no inline scripts) holds.
 * The server's challenges use PBKDF2/SHA-256 only.
 */
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

/** The widget's texts: its `Strings` type, plus two its bundled lists carry (the code dialog) but the type omits. */
export type WidgetStrings = Strings & { cancel: string; enterCodeFromImage: string };

/** Our own words for the widget, every one of its strings, so it speaks the donor's language (Spanish is not bundled with it). */
export function setAltchaStrings(language: string, strings: WidgetStrings): void {
  globalThis.$altcha.i18n.set(language, { ...strings });
}
