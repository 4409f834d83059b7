import type { prescreeningServices } from '@portal/contract/services/prescreening/index';
import type { SliceHandlers } from '../service-context';
import { getPreRegProgressHandler } from './get-pre-reg-progress.handler';
import { getQualCheckLandingHandler } from './get-qual-check-landing.handler';
import { startQualCheckHandler } from './start-qual-check.handler';
import { qualCheckSaveAndContinueHandler } from './qual-check-save-and-continue.handler';
import { qualCheckSubmitHandler } from './qual-check-submit.handler';
import { getLiteracyCheckLandingHandler } from './get-literacy-check-landing.handler';
import { startLiteracyCheckHandler } from './start-literacy-check.handler';
import { continueLiteracyCheckHandler } from './continue-literacy-check.handler';
import { literacyCheckSubmitHandler } from './literacy-check-submit.handler';
import { getPredonorSurveyHandler } from './get-predonor-survey.handler';
import { savePredonorSurveyPageHandler } from './save-predonor-survey-page.handler';
import { submitPredonorSurveyHandler } from './submit-predonor-survey.handler';

/** The prescreening feature's slice of the handler map. */
export const prescreeningHandlers: SliceHandlers<typeof prescreeningServices> = {
  'applicationFeedback/getPreRegProgress': getPreRegProgressHandler,
  'applicationFeedback/getQualCheckLanding': getQualCheckLandingHandler,
  'applicationFeedback/startQualCheck': startQualCheckHandler,
  'applicationFeedback/qualCheckSaveAndContinue': qualCheckSaveAndContinueHandler,
  'applicationFeedback/qualCheckSubmit': qualCheckSubmitHandler,
  'applicationFeedback/getLiteracyCheckLanding': getLiteracyCheckLandingHandler,
  'applicationFeedback/startLiteracyCheck': startLiteracyCheckHandler,
  'applicationFeedback/continueLiteracyCheck': continueLiteracyCheckHandler,
  'applicationFeedback/literacyCheckSubmit': literacyCheckSubmitHandler,
  'applicationFeedback/getPreDonorSurvey': getPredonorSurveyHandler,
  'applicationFeedback/savePreDonorSurveyPage': savePredonorSurveyPageHandler,
  'applicationFeedback/submitPreDonorSurvey': submitPredonorSurveyHandler,
};
