import { getDonorCareSubmissions } from './get-submissions';

/** The donor-care feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const donorCareServices = {
  'donorCare/getSubmissions': getDonorCareSubmissions,
} as const;
