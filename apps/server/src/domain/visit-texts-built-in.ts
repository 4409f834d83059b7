import type { Bilingual, VisitDeferralCode } from '@portal/contract';

/**
 * The texts ingestion sends donors as the seed loads them into their documents (decision 033), and what it sends while
 * no published document holds them (a database the seed never ran on, a document retired or not yet published).
 */

/** The thank-you notification of a donation; `{{points}}` and `{{center}}` are filled for each visit. */
export const builtInDonationThanks: { title: Bilingual; message: Bilingual } = {
  title: { en: 'Thank you for donating!', es: '¡Gracias por donar!' },
  message: {
    en: 'You earned {{points}} points at {{center}}. Tell us how your visit went.',
    es: 'Ganaste {{points}} puntos en {{center}}. Cuéntanos cómo te fue en tu visita.',
  },
};

/** The reason a donor reads on home when a center defers them at a visit, by the code staff chose. */
export const builtInDeferralReasons: Record<VisitDeferralCode, Bilingual> = {
  iron: {
    en: 'Your iron level (hematocrit) was below the safe limit at your last visit.',
    es: 'Tu nivel de hierro (hematocrito) estaba por debajo del límite seguro en tu última visita.',
  },
  pressure: {
    en: 'Your blood pressure was outside the safe range at your last visit.',
    es: 'Tu presión arterial estaba fuera del rango seguro en tu última visita.',
  },
  illness: {
    en: 'You were not feeling well at your last visit.',
    es: 'No te sentías bien en tu última visita.',
  },
  weight: {
    en: 'Your weight was below the minimum for donating at your last visit.',
    es: 'Tu peso estaba por debajo del mínimo para donar en tu última visita.',
  },
  medication: {
    en: 'A medication you take does not allow you to donate for now.',
    es: 'Un medicamento que tomas no te permite donar por ahora.',
  },
  tattoo: {
    en: 'A recent tattoo or piercing means waiting before you donate.',
    es: 'Un tatuaje o perforación reciente implica esperar antes de donar.',
  },
  travel: {
    en: 'A recent trip means waiting before you donate.',
    es: 'Un viaje reciente implica esperar antes de donar.',
  },
};
