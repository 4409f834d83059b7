import { getPreRegProgress } from './get-pre-reg-progress';
import { getQualCheckLanding } from './get-qual-check-landing';
import { startQualCheck } from './start-qual-check';
import { qualCheckSaveAndContinue } from './qual-check-save-and-continue';
import { qualCheckSubmit } from './qual-check-submit';
import { getLiteracyCheckLanding } from './get-literacy-check-landing';
import { startLiteracyCheck } from './start-literacy-check';
import { continueLiteracyCheck } from './continue-literacy-check';
import { literacyCheckSubmit } from './literacy-check-submit';
import { getPredonorSurvey } from './get-predonor-survey';
import { savePredonorSurveyPage } from './save-predonor-survey-page';
import { submitPredonorSurvey } from './submit-predonor-survey';

/** The prescreening feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const prescreeningServices = {
  'applicationFeedback/getPreRegProgress': getPreRegProgress,
  'applicationFeedback/getQualCheckLanding': getQualCheckLanding,
  'applicationFeedback/startQualCheck': startQualCheck,
  'applicationFeedback/qualCheckSaveAndContinue': qualCheckSaveAndContinue,
  'applicationFeedback/qualCheckSubmit': qualCheckSubmit,
  'applicationFeedback/getLiteracyCheckLanding': getLiteracyCheckLanding,
  'applicationFeedback/startLiteracyCheck': startLiteracyCheck,
  'applicationFeedback/continueLiteracyCheck': continueLiteracyCheck,
  'applicationFeedback/literacyCheckSubmit': literacyCheckSubmit,
  'applicationFeedback/getPreDonorSurvey': getPredonorSurvey,
  'applicationFeedback/savePreDonorSurveyPage': savePredonorSurveyPage,
  'applicationFeedback/submitPreDonorSurvey': submitPredonorSurvey,
} as const;
