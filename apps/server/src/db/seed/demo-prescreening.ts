import { DAY_MS } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { donors } from '../schema/index';
import { createDonor } from '../factories/donors';
import { createDocument } from '../factories/documents';
import { createCheck, createDeferral } from '../factories/prescreening';
import { afterDonation, beforeDonation, duringDonation, generalTips, tipsMain } from './content/donation-tips';
import { adverseCategories, deferralCategories, educationTopics } from './content/education-topics';
import { literacyCheck } from './content/literacy-check';
import { predonorSurvey } from './content/predonor-survey';
import { qualificationCheck } from './content/qualification-check';
import { topicKey } from '../../features/donation-tips/education-content';
import { publishCheckInQuestionnaire } from '../../features/booking/check-in/check-in-questionnaire';
import { checkInQuestionnaire } from './content/check-in-questionnaire';
import { builtInDeferralReasons, builtInDonationThanks } from '../../domain/visit-texts-built-in';
import { DEFERRAL_REASONS_KEY, DONATION_THANKS_KEY } from '../../domain/visit-texts';
import { APPOINTMENT_NOTICES_KEY, builtInAppointmentNotices } from '../../features/booking/appointment-notice-texts';
import { MESSAGE_TEMPLATES_KEY } from '../../domain/messaging/message-texts';
import { builtInMessageTemplates } from '@portal/contract/entities/message-templates';

/** The `docID`s of the demo checks. */
export const demoCheckIds = {
  literacy: 'literacy-2026',
  survey: 'predonor-survey-2026',
  qualification: 'qualification-2026',
  checkIn: 'check-in-2026',
} as const;

/** The pre-screening checks, the express check-in questionnaire and every education text, in English and Spanish. */
export async function seedPrescreeningContent(db: Db, now = new Date()): Promise<void> {
  await createCheck(db, { id: demoCheckIds.literacy, document: literacyCheck, at: now });
  await createCheck(db, { id: demoCheckIds.survey, document: predonorSurvey, at: now });
  await createCheck(db, { id: demoCheckIds.qualification, document: qualificationCheck, at: now });
  await publishCheckInQuestionnaire(db, demoCheckIds.checkIn, checkInQuestionnaire, now);
  await createDocument(db, 'beforeDonation', beforeDonation);
  await createDocument(db, 'duringDonation', duringDonation);
  await createDocument(db, 'afterDonation', afterDonation);
  await createDocument(db, 'generalTips', generalTips);
  await createDocument(db, 'tipsMain', tipsMain);
  await createDocument(db, 'deferralCategories', deferralCategories);
  await createDocument(db, 'adverseCategories', adverseCategories);
  for (const [code, topic] of Object.entries(educationTopics)) await createDocument(db, topicKey(code), topic);
  await seedVisitTexts(db);
}

/**
 * The texts the server writes for donors, as documents editors change (decisions 033, 034 and 035): ingestion's thank-you
 * notification and deferral reasons, the appointment notices, the e-mails and text messages; their built-in texts.
 */
export async function seedVisitTexts(db: Db): Promise<void> {
  await createDocument(db, APPOINTMENT_NOTICES_KEY, builtInAppointmentNotices);
  await createDocument(db, MESSAGE_TEMPLATES_KEY, builtInMessageTemplates);
  const { title, message } = builtInDonationThanks;
  await createDocument(db, DONATION_THANKS_KEY, {
    en: { title: title.en, message: message.en },
    es: { title: title.es, message: message.es },
  });
  const reasons = Object.entries(builtInDeferralReasons);
  await createDocument(db, DEFERRAL_REASONS_KEY, {
    en: Object.fromEntries(reasons.map(([code, reason]) => [code, reason.en])),
    es: Object.fromEntries(reasons.map(([code, reason]) => [code, reason.es])),
  });
}

const lowIron = {
  code: 'iron',
  reason: {
    en: 'Your iron level (hematocrit) was below the safe limit at your last visit.',
    es: 'Tu nivel de hierro (hematocrito) estaba por debajo del límite seguro en tu última visita.',
  },
};

function isoDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * Pre-screening demo data: Sam (referral-pending) has a temporary low-iron deferral shown on home.
 * The browser tests change state, and both languages share one server: each language gets its own
 * fresh pre-donor and its own deferred donor, which no one else uses.
 */
export async function seedPrescreeningDemo(db: Db, now: Date): Promise<void> {
  await seedPrescreeningContent(db, now);
  const [sam] = await db.select({ id: donors.id }).from(donors).where(eq(donors.email, 'referral@example.com'));
  if (sam) {
    await createDeferral(db, {
      donorId: sam.id,
      ...lowIron,
      deferredAt: new Date(now.getTime() - 2 * DAY_MS),
      until: isoDay(new Date(now.getTime() + 12 * DAY_MS)),
    });
  }
  for (const [index, lang] of (['en', 'es'] as const).entries()) {
    await createDonor(db, {
      donorNumber: `P900000${index + 1}`,
      status: 'predonor',
      firstName: 'Robin',
      lastName: `Tester${lang.toUpperCase()}`,
      email: `e2e.predonor.${lang}@example.com`,
      language: lang,
      homeLocationId: 105,
      savedLocationIds: [105],
      createdAt: new Date(now.getTime() - DAY_MS),
    });
    const deferred = await createDonor(db, {
      donorNumber: `R900000${index + 1}`,
      status: 'referral_pending',
      firstName: 'Casey',
      lastName: `Tester${lang.toUpperCase()}`,
      email: `e2e.deferred.${lang}@example.com`,
      language: lang,
      homeLocationId: 107,
      savedLocationIds: [107],
      createdAt: new Date(now.getTime() - 30 * DAY_MS),
    });
    await createDeferral(db, {
      donorId: deferred.id,
      ...lowIron,
      deferredAt: new Date(now.getTime() - DAY_MS),
      until: isoDay(new Date(now.getTime() + 13 * DAY_MS)),
    });
  }
}
