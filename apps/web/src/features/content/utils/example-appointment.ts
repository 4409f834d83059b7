import type { Language } from '@portal/contract/languages';

/** An example appointment, 9:20 AM at the center, its chair held until 9:35 for a waitlist offer. */
const EXAMPLE_APPOINTMENT = new Date('2026-07-15T09:20:00Z');
const EXAMPLE_HOLD_UNTIL = new Date('2026-07-15T09:35:00Z');

/**
 * The `{{when}}` and `{{until}}` of the previews, as the server writes them for a donor ("Wednesday, July 15, 9:20 AM";
 * in Spanish the hour comes with its article: "hasta las 9:35 a. m.").
 */
export function exampleAppointment(language: Language) {
  const es = language === 'es';
  const locale = es ? 'es-US' : 'en-US';
  const time = (at: Date) => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(at);
  const day = new Intl.DateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    EXAMPLE_APPOINTMENT,
  );
  return { when: `${day}, ${time(EXAMPLE_APPOINTMENT)}`, until: `${es ? 'las ' : ''}${time(EXAMPLE_HOLD_UNTIL)}` };
}
