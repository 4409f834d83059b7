// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import type { recordsServices } from '@portal/contract/services/records/index';
import type { SliceHandlers } from '../../service-context';
import { closeDonorAccountHandler } from './close-donor-account.handler';
import { getClosureRequestsHandler } from './get-closure-requests.handler';
import { getClosureHandler } from './get-closure.handler';
import { getExportFileHandler } from './get-export-file.handler';
import { getExportsHandler } from './get-exports.handler';
import { getStatementYearsHandler } from './get-statement-years.handler';
import { getStatementHandler } from './get-statement.handler';
import { reopenDonorAccountHandler } from './reopen-donor-account.handler';
import { requestClosureHandler } from './request-closure.handler';
import { requestExportHandler } from './request-export.handler';

/** The records feature's slice of the handler map. */
export const recordsHandlers: SliceHandlers<typeof recordsServices> = {
  'staff/closeDonorAccount': closeDonorAccountHandler,
  'staff/getClosureRequests': getClosureRequestsHandler,
  'account/getClosure': getClosureHandler,
  'account/getExportFile': getExportFileHandler,
  'account/getExports': getExportsHandler,
  'statement/getYears': getStatementYearsHandler,
  'statement/getStatement': getStatementHandler,
  'staff/reopenDonorAccount': reopenDonorAccountHandler,
  'account/requestClosure': requestClosureHandler,
  'account/requestExport': requestExportHandler,
};
