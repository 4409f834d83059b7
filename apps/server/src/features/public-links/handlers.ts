// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import type { publicLinksServices } from '@portal/contract/services/public-links/index';
import type { SliceHandlers } from '../../service-context';
import { getReviewLinkHandler } from './get-review-link.handler';

/** The public-links feature's slice of the handler map. */
export const publicLinksHandlers: SliceHandlers<typeof publicLinksServices> = {
  'location/getReviewLink': getReviewLinkHandler,
};
