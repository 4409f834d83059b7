import type { Language } from '../../languages';

/**
 * The booking rules' reasons as the donor reads them. Kept apart from the shared catalogue (`messages/en.ts`),
 * which the web's first bundle carries whole: only the server writes these, filled with the donor's dates.
 */
const en = {
  permanentDeferral: '{{reason}} You cannot book a donation. Please contact your center if you have questions.',
  deferral: 'Your donation is deferred: {{reason}} Your deferral ends on {{lastDay}}. The first day you can book is {{firstDay}}.',
  prescreeningIncomplete: 'Please finish your pre-screening before you book your first donation.',
  prescreeningNotEligible: 'Your pre-screening result does not allow a donation yet. Please contact your center.',
  appointmentLimit: 'You already have an appointment on {{day}} at {{time}}. Change or cancel it to book another one.',
  appointmentLimitMany: 'You already have {{count}} upcoming appointments. Change or cancel one to book another one.',
  recentDonation: 'You donated on {{day}}. You can donate again from {{nextDay}}.',
  nearAppointment: 'You have an appointment on {{day}}, and donations need a full day between them. You can donate again from {{nextDay}}.',
  weeklyLimit:
    'You can donate {{max}} times in 7 days: you have {{count}} donations from {{from}} to {{to}}. You can donate again from {{nextDay}}.',
} as const;

export type BookingMessageKey = keyof typeof en;

const es: Record<BookingMessageKey, string> = {
  permanentDeferral: '{{reason}} No puedes reservar una donación. Si tienes preguntas, comunícate con tu centro.',
  deferral:
    'Tu donación está aplazada: {{reason}} El aplazamiento termina el {{lastDay}}. El primer día que puedes reservar es el {{firstDay}}.',
  prescreeningIncomplete: 'Termina tu evaluación previa antes de reservar tu primera donación.',
  prescreeningNotEligible: 'El resultado de tu evaluación previa todavía no permite una donación. Comunícate con tu centro.',
  appointmentLimit: 'Ya tienes una cita el {{day}} a las {{time}}. Cámbiala o cancélala para reservar otra.',
  appointmentLimitMany: 'Ya tienes {{count}} citas próximas. Cambia o cancela una para reservar otra.',
  recentDonation: 'Donaste el {{day}}. Puedes volver a donar a partir del {{nextDay}}.',
  nearAppointment:
    'Tienes una cita el {{day}} y entre dos donaciones debe pasar un día completo. Puedes volver a donar a partir del {{nextDay}}.',
  weeklyLimit:
    'Puedes donar {{max}} veces en 7 días: tienes {{count}} donaciones del {{from}} al {{to}}. Puedes volver a donar a partir del {{nextDay}}.',
};

export const bookingMessages: Record<Language, Record<BookingMessageKey, string>> = { en, es };

export function formatBookingMessage(lang: Language, key: BookingMessageKey, values: Record<string, string | number>): string {
  return bookingMessages[lang][key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
