import { untilAtCenter, whenAtCenter } from '@portal/contract/center-time';
import type { Language } from '@portal/contract/languages';

/** An example appointment, 9:20 AM at the center, its chair held until 9:35 for a waitlist offer. */
const EXAMPLE_APPOINTMENT = new Date('2026-07-15T09:20:00Z');
const EXAMPLE_HOLD_UNTIL = new Date('2026-07-15T09:35:00Z');

/**
 * The `{{when}}` and `{{until}}` of the previews, as the server writes them for a donor ("Wednesday, July 15, 9:20 AM";
 * in Spanish the hour comes with its article: "hasta las 9:35 a. m.").
 */
export function exampleAppointment(language: Language) {
  return {
    when: whenAtCenter(EXAMPLE_APPOINTMENT, 'UTC', language),
    until: untilAtCenter(EXAMPLE_HOLD_UNTIL, 'UTC', language),
  };
}
