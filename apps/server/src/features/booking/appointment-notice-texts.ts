import type { Bilingual } from '@portal/contract';
import { documentShapes, fillPlaceholders, type AppointmentNoticeKind } from '@portal/contract/entities/content-documents';
import type { Db } from '../../db/client';
import { readLiveInShape } from '../../domain/stored-documents';

/** The document (decision 034) holding the in-portal texts of every appointment notice, in `education_contents`. */
export const APPOINTMENT_NOTICES_KEY = 'notification_appointments';

export type NoticeTexts = Bilingual<Record<AppointmentNoticeKind, { title: string; message: string }>>;

/**
 * The notices in the document's own shape, as the seed loads them, and what is sent while no published document holds
 * them (a database the seed never ran on, the document retired or not yet published): a donor is always told.
 */
export const builtInAppointmentNotices: NoticeTexts = {
  en: {
    booked: { title: 'Appointment booked', message: 'Your donation is booked for {{when}} at {{center}}.' },
    rescheduled: { title: 'Appointment moved', message: 'Your donation is now {{when}} at {{center}}.' },
    cancelled: { title: 'Appointment cancelled', message: 'Your appointment of {{when}} at {{center}} was cancelled.' },
    reminder24h: { title: 'Your appointment is tomorrow', message: 'Your donation is {{when}} at {{center}}.' },
    reminder2h: { title: 'Your appointment is in 2 hours', message: 'Your donation is {{when}} at {{center}}.' },
    waitlistOffer: {
      title: 'A chair is free for you',
      message: '{{when}} at {{center}} is held for you until {{until}}. Accept it on your appointments page.',
    },
  },
  es: {
    booked: { title: 'Cita reservada', message: 'Tu donación está reservada para el {{when}} en {{center}}.' },
    rescheduled: { title: 'Cita cambiada', message: 'Tu donación ahora es el {{when}} en {{center}}.' },
    cancelled: { title: 'Cita cancelada', message: 'Tu cita del {{when}} en {{center}} fue cancelada.' },
    reminder24h: { title: 'Tu cita es mañana', message: 'Tu donación es el {{when}} en {{center}}.' },
    reminder2h: { title: 'Tu cita es en 2 horas', message: 'Tu donación es el {{when}} en {{center}}.' },
    waitlistOffer: {
      title: 'Hay un lugar libre para ti',
      message: 'El {{when}} en {{center}} está guardado para ti hasta {{until}}. Acéptalo en tu página de citas.',
    },
  },
};

/**
 * The notices' texts at `now`, read through `db` (the caller's transaction: one indexed query, once per transaction):
 * from the published document, or the built-in texts while none is live or it does not fit its shape.
 */
export async function appointmentNoticeTexts(db: Db, now: Date): Promise<NoticeTexts> {
  return (await readLiveInShape(db, APPOINTMENT_NOTICES_KEY, documentShapes.appointmentNotices, now)) ?? builtInAppointmentNotices;
}

/** One notice's title and message in one language, its placeholders filled (values inserted as they are). */
export function fillNotice(texts: NoticeTexts, kind: AppointmentNoticeKind, lang: 'en' | 'es', values: Record<string, string>) {
  const { title, message } = texts[lang][kind];
  return [fillPlaceholders(title, values), fillPlaceholders(message, values)] as const;
}
