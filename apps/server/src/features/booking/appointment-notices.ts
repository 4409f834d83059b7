import type { Bilingual, Language } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { phoneDestination } from '../../domain/masking';
import { donors, locations, notifications } from '../../db/schema/index';
import type { Messenger } from '../outbox/messenger';
import type { TemplateName } from '../outbox/templates';

/** What happened, or is coming, that the donor is told of. */
export type AppointmentNotice = 'booked' | 'rescheduled' | 'cancelled' | 'reminder24h' | 'reminder2h' | 'waitlistOffer';

const locales: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/** "Tuesday, June 16, 9:20 AM": the center's own clock, in the donor's language. */
function whenAtCenter(at: Date, timeZone: string, lang: Language): string {
  const day = new Intl.DateTimeFormat(locales[lang], { weekday: 'long', month: 'long', day: 'numeric', timeZone }).format(at);
  return `${day}, ${timeAtCenter(at, timeZone, lang)}`;
}

function timeAtCenter(at: Date, timeZone: string, lang: Language): string {
  return new Intl.DateTimeFormat(locales[lang], { hour: 'numeric', minute: '2-digit', timeZone }).format(at);
}

const templateOf: Record<AppointmentNotice, TemplateName> = {
  booked: 'appointmentBooked',
  rescheduled: 'appointmentRescheduled',
  cancelled: 'appointmentCancelled',
  reminder24h: 'appointmentReminder',
  reminder2h: 'appointmentReminder',
  waitlistOffer: 'waitlistOffer',
};

const leads: Record<Language, Partial<Record<AppointmentNotice, string>>> = {
  en: { reminder24h: 'tomorrow', reminder2h: 'in 2 hours' },
  es: { reminder24h: 'de mañana', reminder2h: 'en 2 horas' },
};

/** The in-portal notification's texts, in both languages (the list shows the one the donor reads in). */
const inPortal: Record<Language, Record<AppointmentNotice, (v: { when: string; center: string; until: string }) => [string, string]>> = {
  en: {
    booked: (v) => ['Appointment booked', `Your donation is booked for ${v.when} at ${v.center}.`],
    rescheduled: (v) => ['Appointment moved', `Your donation is now ${v.when} at ${v.center}.`],
    cancelled: (v) => ['Appointment cancelled', `Your appointment of ${v.when} at ${v.center} was cancelled.`],
    reminder24h: (v) => ['Your appointment is tomorrow', `Your donation is ${v.when} at ${v.center}.`],
    reminder2h: (v) => ['Your appointment is in 2 hours', `Your donation is ${v.when} at ${v.center}.`],
    waitlistOffer: (v) => [
      'A chair is free for you',
      `${v.when} at ${v.center} is held for you until ${v.until}. Accept it on your appointments page.`,
    ],
  },
  es: {
    booked: (v) => ['Cita reservada', `Tu donación está reservada para el ${v.when} en ${v.center}.`],
    rescheduled: (v) => ['Cita cambiada', `Tu donación ahora es el ${v.when} en ${v.center}.`],
    cancelled: (v) => ['Cita cancelada', `Tu cita del ${v.when} en ${v.center} fue cancelada.`],
    reminder24h: (v) => ['Tu cita es mañana', `Tu donación es el ${v.when} en ${v.center}.`],
    reminder2h: (v) => ['Tu cita es en 2 horas', `Tu donación es el ${v.when} en ${v.center}.`],
    waitlistOffer: (v) => [
      'Hay un lugar libre para ti',
      `El ${v.when} en ${v.center} está guardado para ti hasta las ${v.until}. Acéptalo en tu página de citas.`,
    ],
  },
};

export interface NoticeTarget {
  donorId: string;
  /** The injected clock's time: when the notification is dated. */
  now: Date;
  locationId: number;
  startsAt: Date;
  /** The appointment the notice is about (the notification points to it), when there is one. */
  appointmentId?: string;
  /** When the chair held for a waitlist offer is given to the next donor. */
  holdUntil?: Date;
}

/**
 * Tells the donor: always in the portal's notifications; by e-mail and text message when she has the address and
 * allows appointment messages on that channel (her `reminders` choices), in her language, with the link to
 * `/appointments` where she can reschedule, cancel or accept. Written through `db` and `messenger`, which are the
 * caller's transaction: the claim that decided to send and the messages commit together.
 */
export async function sendAppointmentNotice(
  db: Db,
  messenger: Messenger,
  publicUrl: string,
  notice: AppointmentNotice,
  target: NoticeTarget,
): Promise<void> {
  const [row] = await db
    .select({
      donor: donors,
      centerName: locations.name,
      timeZone: locations.timezone,
      address: locations.addressLine1,
      city: locations.city,
    })
    .from(donors)
    .innerJoin(locations, eq(locations.id, target.locationId))
    .where(eq(donors.id, target.donorId));
  if (!row) throw new Error('notice for a donor or center that does not exist');
  const { donor, centerName, timeZone } = row;
  const texts = (lang: Language) => {
    const values = {
      when: whenAtCenter(target.startsAt, timeZone, lang),
      center: centerName,
      until: target.holdUntil ? timeAtCenter(target.holdUntil, timeZone, lang) : '',
    };
    return { values, inPortal: inPortal[lang][notice](values) };
  };
  const [en, es] = [texts('en'), texts('es')];
  const title: Bilingual = { en: en.inPortal[0], es: es.inPortal[0] };
  const message: Bilingual = { en: en.inPortal[1], es: es.inPortal[1] };
  await db.insert(notifications).values({
    donorId: donor.id,
    type: 'appointment',
    title,
    message,
    goto: '/appointments',
    refId: target.appointmentId ?? null,
    createdAt: target.now,
  });

  const lang = donor.language;
  const values = {
    ...(lang === 'es' ? es : en).values,
    name: donor.firstName,
    address: `${row.address}, ${row.city}`,
    lead: leads[lang][notice] ?? '',
    link: `${publicUrl}/appointments`,
  };
  const template = templateOf[notice];
  const prefs = donor.communicationPreferences;
  if (donor.email && prefs.email.reminders) await messenger.send({ channel: 'email', to: donor.email, template, lang, values });
  if (donor.phoneCountryCode && donor.phoneNumber && prefs.sms.reminders) {
    const to = phoneDestination(donor.phoneCountryCode, donor.phoneNumber);
    await messenger.send({ channel: 'sms', to, template, lang, values });
  }
}
