import type { Language } from '../languages';

/**
 * The messages a donor may get as a push notification (issue 33), when she chose push for their kind: her appointment
 * reminders and waitlist offers (`push.reminders`), donor care's answers to her requests, and the campaigns she chose
 * (`push.promotions`). None carries a code, a link that signs in, or a case's text: a notification shows on a locked
 * screen.
 */
export const pushMessageNames = ['appointmentReminder', 'waitlistOffer', 'caseReply', 'campaign'] as const;
export type PushMessageName = (typeof pushMessageNames)[number];

/** A notification's title and text; `{{name}}` values come with each message, as in the e-mail templates. */
export interface PushText {
  title: string;
  body: string;
}

/** The notification texts in both languages (Spanish uses "tú", as the portal's screens do). */
export const pushMessageTexts: Record<Language, Record<PushMessageName, PushText>> = {
  en: {
    appointmentReminder: { title: 'Your appointment {{lead}}', body: '{{when}} at {{center}}. Tap to see or change it.' },
    waitlistOffer: { title: 'A chair is free for you', body: '{{center}}, {{when}}. Held until {{until}}: tap to accept it.' },
    caseReply: { title: 'Donor care answered you', body: 'Your request {{number}} has an answer. Tap to read it.' },
    campaign: { title: '{{title}}', body: 'News from {{brand}}. Tap to read it.' },
  },
  es: {
    appointmentReminder: { title: 'Tu cita {{lead}}', body: '{{when}} en {{center}}. Toca para verla o cambiarla.' },
    waitlistOffer: {
      title: 'Hay un sillón libre para ti',
      // A Spanish time ends with "a.m." or "p.m.": no sentence ends right after one (no "a.m..").
      body: '{{center}}, {{when}}: te lo guardamos hasta {{until}}; toca para aceptarlo.',
    },
    caseReply: { title: 'Atención al donante te respondió', body: 'Tu solicitud {{number}} tiene respuesta. Toca para leerla.' },
    campaign: { title: '{{title}}', body: 'Novedades de {{brand}}. Toca para leerlas.' },
  },
};

/** What the service worker receives in a push message and shows: the texts in the donor's language and the page to open. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path of the portal (`/appointments`), never another site. */
  url: string;
  /** Notifications with the same tag replace each other (two reminders of one appointment show once). */
  tag: string;
}
