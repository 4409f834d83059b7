// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import { getStatementYears } from './get-statement-years';
import { getStatement } from './get-statement';

/** The records feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const recordsServices = {
  'statement/getYears': getStatementYears,
  'statement/getStatement': getStatement,
} as const;
