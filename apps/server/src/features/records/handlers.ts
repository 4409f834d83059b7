// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import type { recordsServices } from '@portal/contract/services/records/index';
import type { SliceHandlers } from '../../service-context';
import { getStatementYearsHandler } from './get-statement-years.handler';
import { getStatementHandler } from './get-statement.handler';

/** The records feature's slice of the handler map. */
export const recordsHandlers: SliceHandlers<typeof recordsServices> = {
  'statement/getYears': getStatementYearsHandler,
  'statement/getStatement': getStatementHandler,
};
