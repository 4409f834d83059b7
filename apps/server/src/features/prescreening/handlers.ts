// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import type { prescreeningServices } from '@portal/contract/services/prescreening/index';
import type { SliceHandlers } from '../../service-context';
import { continueLiteracyCheckHandler } from './continue-literacy-check.handler';
import { getLiteracyCheckLandingHandler } from './get-literacy-check-landing.handler';
import { getPreRegProgressHandler } from './get-pre-reg-progress.handler';
import { getPredonorSurveyHandler } from './get-predonor-survey.handler';
import { getQualCheckLandingHandler } from './get-qual-check-landing.handler';
import { literacyCheckSubmitHandler } from './literacy-check-submit.handler';
import { qualCheckSaveAndContinueHandler } from './qual-check-save-and-continue.handler';
import { qualCheckSubmitHandler } from './qual-check-submit.handler';
import { savePredonorSurveyPageHandler } from './save-predonor-survey-page.handler';
import { startLiteracyCheckHandler } from './start-literacy-check.handler';
import { startQualCheckHandler } from './start-qual-check.handler';
import { submitPredonorSurveyHandler } from './submit-predonor-survey.handler';

/** The prescreening feature's slice of the handler map. */
export const prescreeningHandlers: SliceHandlers<typeof prescreeningServices> = {
  'applicationFeedback/continueLiteracyCheck': continueLiteracyCheckHandler,
  'applicationFeedback/getLiteracyCheckLanding': getLiteracyCheckLandingHandler,
  'applicationFeedback/getPreRegProgress': getPreRegProgressHandler,
  'applicationFeedback/getPreDonorSurvey': getPredonorSurveyHandler,
  'applicationFeedback/getQualCheckLanding': getQualCheckLandingHandler,
  'applicationFeedback/literacyCheckSubmit': literacyCheckSubmitHandler,
  'applicationFeedback/qualCheckSaveAndContinue': qualCheckSaveAndContinueHandler,
  'applicationFeedback/qualCheckSubmit': qualCheckSubmitHandler,
  'applicationFeedback/savePreDonorSurveyPage': savePredonorSurveyPageHandler,
  'applicationFeedback/startLiteracyCheck': startLiteracyCheckHandler,
  'applicationFeedback/startQualCheck': startQualCheckHandler,
  'applicationFeedback/submitPreDonorSurvey': submitPredonorSurveyHandler,
};
