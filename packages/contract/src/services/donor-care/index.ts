// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import { getDonorCareSubmissions } from './get-submissions';

/** The donor-care feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const donorCareServices = {
  'donorCare/getSubmissions': getDonorCareSubmissions,
} as const;
