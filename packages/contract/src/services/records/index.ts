// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import { closeDonorAccount } from './close-donor-account';
import { getClosureRequests } from './get-closure-requests';
import { getClosure } from './get-closure';
import { getExportFile } from './get-export-file';
import { getExports } from './get-exports';
import { getStatementYears } from './get-statement-years';
import { getStatement } from './get-statement';
import { reopenDonorAccount } from './reopen-donor-account';
import { requestClosure } from './request-closure';
import { requestExport } from './request-export';

/** The records feature's slice of the registry: "serviceName/serviceType" -> contract. */
export const recordsServices = {
  'staff/closeDonorAccount': closeDonorAccount,
  'staff/getClosureRequests': getClosureRequests,
  'account/getClosure': getClosure,
  'account/getExportFile': getExportFile,
  'account/getExports': getExports,
  'statement/getYears': getStatementYears,
  'statement/getStatement': getStatement,
  'staff/reopenDonorAccount': reopenDonorAccount,
  'account/requestClosure': requestClosure,
  'account/requestExport': requestExport,
} as const;
