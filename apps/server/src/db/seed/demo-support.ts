import { DAY_MS } from '@portal/contract';
import type { Db } from '../client';
import { createChatTree } from '../factories/chatbot';
import { createDonor } from '../factories/donors';
import { createFeedbackSurvey, setFeedbackSettings } from '../factories/feedback';
import { demoChatTree } from './demo-chatbot';
import { demoFeedbackSurvey, demoWheelPrizes } from './demo-feedback-survey';
import type { DemoHistory } from './demo-history';

/** Feedback settings (7 days, the wheel), the survey and the chatbot: in place before the first demo visit is rated. */
export async function seedSupportContent(db: Db, now: Date): Promise<void> {
  await setFeedbackSettings(db, { daysToComplete: 7, wheelPrizes: demoWheelPrizes });
  await createFeedbackSurvey(db, { ...demoFeedbackSurvey, createdAt: new Date(now.getTime() - 400 * DAY_MS) });
  await createChatTree(db, demoChatTree, now);
}

/**
 * Lucía: a Spanish-speaking donor with six visits; she rated each and spun its wheel, except yesterday's,
 * which awaits feedback (the Spanish browser tests rate it, as the English ones rate Maria's).
 */
export async function seedLucia(db: Db, history: DemoHistory, now: Date): Promise<void> {
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
  for (const age of [40, 26, 19, 12, 5, 1]) {
    const checkinAt = new Date(now.getTime() - age * DAY_MS);
    checkinAt.setUTCHours(15, 10, 0, 0);
    const visit = await history.visit({
      donorNumber: 'D1000005',
      locationId: 103,
      visitNumber: `D5-${age}`,
      checkinAt,
      durationMinutes: 80,
      paymentCents: age % 2 === 0 ? 6000 : 4500,
      vitals: { weight: 138 + (age % 3), bpsys: 110 + (age % 7), bpdia: 70 + (age % 5), pulserate: 68 + (age % 6), temperature: 98.2 },
    });
    if (age > 1) await history.feedback(lucia.id, visit, 1, age);
  }
}
