/** The demo content the server seeds, read from its source so each spec checks the donor's language. */
export { literacyCheck } from '../../apps/server/src/db/seed/content/literacy-check';
export { predonorSurvey } from '../../apps/server/src/db/seed/content/predonor-survey';
export { qualificationCheck } from '../../apps/server/src/db/seed/content/qualification-check';
export { checkInQuestionnaire } from '../../apps/server/src/db/seed/content/check-in-questionnaire';
export { afterDonation, beforeDonation, duringDonation, generalTips, tipsMain } from '../../apps/server/src/db/seed/content/donation-tips';
export { demoFeedbackSurvey, demoWheelPrizes } from '../../apps/server/src/db/seed/demo-feedback-survey';
export { adverseCategories, deferralCategories, educationTopics } from '../../apps/server/src/db/seed/content/education-topics';

/** Accounts of the demo seed kept for the browser tests, one per language (`db/seed/demo-prescreening.ts`). */
export const e2eAccounts = {
  predonor: (lang: 'en' | 'es') => `e2e.predonor.${lang}@example.com`,
  deferred: (lang: 'en' | 'es') => `e2e.deferred.${lang}@example.com`,
};
