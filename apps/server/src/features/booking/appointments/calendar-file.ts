import { languageLocales, type Language } from '@portal/contract/languages';
import { createEvent } from 'ics';
import type { AppointmentRow } from './appointment-views';

const texts = {
  en: {
    title: (center: string) => `Plasma donation at ${center}`,
    description: (when: string, link: string) =>
      `Your plasma donation appointment: ${when}. Please arrive on time and bring a photo ID. To change or cancel it: ${link}`,
  },
  es: {
    title: (center: string) => `Donación de plasma en ${center}`,
    description: (when: string, link: string) =>
      `Tu cita para donar plasma: ${when}. Llega a tiempo y trae una identificación con foto. Para cambiarla o cancelarla: ${link}`,
  },
} as const;

/** "Tuesday, June 16, 2026, 9:20 AM – 10:35 AM (America/Chicago)": the center's own clock, named. */
function whenAtCenter(row: AppointmentRow, lang: Language): string {
  const day = new Intl.DateTimeFormat(languageLocales[lang], { dateStyle: 'full', timeZone: row.timeZone }).format(row.startsAt);
  const time = new Intl.DateTimeFormat(languageLocales[lang], { timeStyle: 'short', timeZone: row.timeZone });
  return `${day}, ${time.format(row.startsAt)} – ${time.format(row.endsAt)} (${row.timeZone})`;
}

const utcParts = (at: Date): [number, number, number, number, number] => [
  at.getUTCFullYear(),
  at.getUTCMonth() + 1,
  at.getUTCDate(),
  at.getUTCHours(),
  at.getUTCMinutes(),
];

/**
 * The appointment as one iCalendar event. Start and end are written in UTC (`…Z`), which every calendar shows in its
 * reader's zone: no zone table to get wrong. The UID is the appointment's, so importing a rescheduled one again updates it.
 * (DTSTAMP is the package's own clock: its types do not offer the `timestamp` it reads.)
 */
export function appointmentCalendarFile(row: AppointmentRow, lang: Language, publicUrl: string): string {
  const address = `${row.addressLine1}, ${row.city}, ${row.stateCode}`;
  const { error, value } = createEvent({
    uid: `${row.id}@donor-portal`,
    productId: 'donor-portal/appointments',
    method: 'PUBLISH',
    start: utcParts(row.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcParts(row.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: texts[lang].title(row.centerName),
    description: texts[lang].description(whenAtCenter(row, lang), `${publicUrl}/appointments`),
    location: `${row.centerName}, ${address}`,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw error ?? new Error('the calendar file could not be written');
  return value;
}
