import type { Db } from '../client';
import { createChatTree } from '../factories/chatbot';
import { createDonor } from '../factories/donors';
import { createFeedbackSurvey, setFeedbackSettings } from '../factories/feedback';
import { createVisit } from '../factories/visits';
import { demoChatTree } from './demo-chatbot';
import { demoFeedbackSurvey, demoWheelPrizes } from './demo-feedback-survey';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Feedback, wheel and chatbot content, plus Lucía: a Spanish-speaking donor whose visit of yesterday
 * awaits feedback (the Spanish browser tests rate it, as the English ones rate Maria's).
 */
export async function seedSupportDemo(db: Db, now: Date): Promise<void> {
  await setFeedbackSettings(db, { daysToComplete: 7, wheelPrizes: demoWheelPrizes });
  await createFeedbackSurvey(db, { ...demoFeedbackSurvey, createdAt: new Date(now.getTime() - 90 * DAY_MS) });
  await createChatTree(db, demoChatTree);

  const lucia = await createDonor(db, {
    donorNumber: 'D1000005',
    status: 'donor',
    firstName: 'Lucía',
    lastName: 'Fernández',
    birthDate: '1985-09-12',
    gender: 'F',
    email: 'donante@example.com',
    phoneNumber: '2105550155',
    addressLine1: '410 S Flores St',
    city: 'San Antonio',
    stateCode: 'TX',
    zipCode: '78204',
    identLast4: '5555',
    homeLocationId: 103,
    savedLocationIds: [103],
    language: 'es',
    createdAt: new Date(now.getTime() - 120 * DAY_MS),
  });
  for (const age of [1, 5, 12, 19, 26, 40]) {
    const checkinAt = new Date(now.getTime() - age * DAY_MS);
    checkinAt.setUTCHours(15, 10, 0, 0);
    await createVisit(db, {
      donorId: lucia.id,
      locationId: 103,
      visitNumber: `D5-${age}`,
      checkinAt,
      durationMinutes: 80,
      feedbackGiven: age > 1,
      payments: [{ amountCents: age % 2 === 0 ? 6000 : 4500 }],
      screening: { weight: 138 + (age % 3), bpsys: 110 + (age % 7), bpdia: 70 + (age % 5), pulserate: 68 + (age % 6), temperature: 98.2 },
    });
  }
}
