// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import { continueLiteracyCheck } from './continue-literacy-check';
import { getLiteracyCheckLanding } from './get-literacy-check-landing';
import { getPreRegProgress } from './get-pre-reg-progress';
import { getPredonorSurvey } from './get-predonor-survey';
import { getQualCheckLanding } from './get-qual-check-landing';
import { literacyCheckSubmit } from './literacy-check-submit';
import { qualCheckSaveAndContinue } from './qual-check-save-and-continue';
import { qualCheckSubmit } from './qual-check-submit';
import { savePredonorSurveyPage } from './save-predonor-survey-page';
import { startLiteracyCheck } from './start-literacy-check';
import { startQualCheck } from './start-qual-check';
import { submitPredonorSurvey } from './submit-predonor-survey';

/** The prescreening feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const prescreeningServices = {
  'applicationFeedback/continueLiteracyCheck': continueLiteracyCheck,
  'applicationFeedback/getLiteracyCheckLanding': getLiteracyCheckLanding,
  'applicationFeedback/getPreRegProgress': getPreRegProgress,
  'applicationFeedback/getPreDonorSurvey': getPredonorSurvey,
  'applicationFeedback/getQualCheckLanding': getQualCheckLanding,
  'applicationFeedback/literacyCheckSubmit': literacyCheckSubmit,
  'applicationFeedback/qualCheckSaveAndContinue': qualCheckSaveAndContinue,
  'applicationFeedback/qualCheckSubmit': qualCheckSubmit,
  'applicationFeedback/savePreDonorSurveyPage': savePredonorSurveyPage,
  'applicationFeedback/startLiteracyCheck': startLiteracyCheck,
  'applicationFeedback/startQualCheck': startQualCheck,
  'applicationFeedback/submitPreDonorSurvey': submitPredonorSurvey,
} as const;
