// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import { getReviewLink } from './get-review-link';

/** The public-links feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const publicLinksServices = {
  'location/getReviewLink': getReviewLink,
} as const;
