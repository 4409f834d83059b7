import type { Bilingual } from '@portal/contract';
import {
  appointmentNoticeKinds,
  documentShapes,
  fillPlaceholders,
  type AppointmentNoticeKind,
} from '@portal/contract/entities/content-documents';
import type { Db } from '../../db/client';
import { inShape, liveDocument, readEducationDocuments } from '../../domain/stored-documents';

/** The document (decision 034) holding the in-portal texts of every appointment notice, in `education_contents`. */
export const APPOINTMENT_NOTICES_KEY = 'notification_appointments';

type NoticeTexts = Record<AppointmentNoticeKind, { title: Bilingual; message: Bilingual }>;

/**
 * The notices as the seed loads them into their document, and what is sent while no published document holds them
 * (a database the seed never ran on, the document retired or not yet published): a donor is always told.
 */
export const builtInAppointmentNotices: NoticeTexts = {
  booked: {
    title: { en: 'Appointment booked', es: 'Cita reservada' },
    message: {
      en: 'Your donation is booked for {{when}} at {{center}}.',
      es: 'Tu donación está reservada para el {{when}} en {{center}}.',
    },
  },
  rescheduled: {
    title: { en: 'Appointment moved', es: 'Cita cambiada' },
    message: { en: 'Your donation is now {{when}} at {{center}}.', es: 'Tu donación ahora es el {{when}} en {{center}}.' },
  },
  cancelled: {
    title: { en: 'Appointment cancelled', es: 'Cita cancelada' },
    message: {
      en: 'Your appointment of {{when}} at {{center}} was cancelled.',
      es: 'Tu cita del {{when}} en {{center}} fue cancelada.',
    },
  },
  reminder24h: {
    title: { en: 'Your appointment is tomorrow', es: 'Tu cita es mañana' },
    message: { en: 'Your donation is {{when}} at {{center}}.', es: 'Tu donación es el {{when}} en {{center}}.' },
  },
  reminder2h: {
    title: { en: 'Your appointment is in 2 hours', es: 'Tu cita es en 2 horas' },
    message: { en: 'Your donation is {{when}} at {{center}}.', es: 'Tu donación es el {{when}} en {{center}}.' },
  },
  waitlistOffer: {
    title: { en: 'A chair is free for you', es: 'Hay un lugar libre para ti' },
    message: {
      en: '{{when}} at {{center}} is held for you until {{until}}. Accept it on your appointments page.',
      es: 'El {{when}} en {{center}} está guardado para ti hasta {{until}}. Acéptalo en tu página de citas.',
    },
  },
};

/** The notices as the document holds them in each language, the shape the console edits and the seed loads. */
export function appointmentNoticesDocument(texts: NoticeTexts = builtInAppointmentNotices): Bilingual<Record<string, unknown>> {
  const language = (lang: 'en' | 'es') =>
    Object.fromEntries(
      appointmentNoticeKinds.map((kind) => [kind, { title: texts[kind].title[lang], message: texts[kind].message[lang] }]),
    );
  return { en: language('en'), es: language('es') };
}

/**
 * The notices' texts at `now`, read through `db` (the caller's transaction: one indexed query, at booking's pace):
 * from the published document, or the built-in texts while none is live or it does not fit its shape.
 */
export async function appointmentNoticeTexts(db: Db, now: Date): Promise<NoticeTexts> {
  const documents = await readEducationDocuments(db, [APPOINTMENT_NOTICES_KEY]);
  const live = inShape(documentShapes.appointmentNotices, liveDocument(documents, APPOINTMENT_NOTICES_KEY, now));
  if (!live) return builtInAppointmentNotices;
  return Object.fromEntries(
    appointmentNoticeKinds.map((kind) => [
      kind,
      {
        title: { en: live.en[kind].title, es: live.es[kind].title },
        message: { en: live.en[kind].message, es: live.es[kind].message },
      },
    ]),
  ) as NoticeTexts;
}

/** One notice's title and message in one language, its placeholders filled (values inserted as they are). */
export function fillNotice(texts: NoticeTexts, kind: AppointmentNoticeKind, lang: 'en' | 'es', values: Record<string, string>) {
  return [fillPlaceholders(texts[kind].title[lang], values), fillPlaceholders(texts[kind].message[lang], values)] as const;
}
