// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import { compareScreeningVersions } from './compare-screening-versions';
import { getFeedbackSettings } from './get-feedback-settings';
import { getScreeningVersion } from './get-screening-version';
import { listScreeningVersions } from './list-screening-versions';
import { publishScreeningVersion } from './publish-screening-version';
import { saveFeedbackSettings } from './save-feedback-settings';
import { saveScreeningDraft } from './save-screening-draft';

/** The screening-content feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const screeningContentServices = {
  'screeningContent/compareScreeningVersions': compareScreeningVersions,
  'screeningContent/getFeedbackSettings': getFeedbackSettings,
  'screeningContent/getScreeningVersion': getScreeningVersion,
  'screeningContent/listScreeningVersions': listScreeningVersions,
  'screeningContent/publishScreeningVersion': publishScreeningVersion,
  'screeningContent/saveFeedbackSettings': saveFeedbackSettings,
  'screeningContent/saveScreeningDraft': saveScreeningDraft,
} as const;
