// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import type { screeningContentServices } from '@portal/contract/services/screening-content/index';
import type { SliceHandlers } from '../../service-context';
import { compareScreeningVersionsHandler } from './compare-screening-versions.handler';
import { getFeedbackSettingsHandler } from './get-feedback-settings.handler';
import { getScreeningVersionHandler } from './get-screening-version.handler';
import { listScreeningVersionsHandler } from './list-screening-versions.handler';
import { publishScreeningVersionHandler } from './publish-screening-version.handler';
import { saveFeedbackSettingsHandler } from './save-feedback-settings.handler';
import { saveScreeningDraftHandler } from './save-screening-draft.handler';

/** The screening-content feature's slice of the handler map. */
export const screeningContentHandlers: SliceHandlers<typeof screeningContentServices> = {
  'screeningContent/compareScreeningVersions': compareScreeningVersionsHandler,
  'screeningContent/getFeedbackSettings': getFeedbackSettingsHandler,
  'screeningContent/getScreeningVersion': getScreeningVersionHandler,
  'screeningContent/listScreeningVersions': listScreeningVersionsHandler,
  'screeningContent/publishScreeningVersion': publishScreeningVersionHandler,
  'screeningContent/saveFeedbackSettings': saveFeedbackSettingsHandler,
  'screeningContent/saveScreeningDraft': saveScreeningDraftHandler,
};
