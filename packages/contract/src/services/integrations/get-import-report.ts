import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { importReportQuerySchema, importReportSchema } from '../ops/imports';

/** An import's report for admins: counts, progress and a page of its refused lines with their reasons. */
export const getImportReport = defineService({
  serviceName: 'integrations',
  serviceType: 'getImportReport',
  auth: { staff: ['admin'] },
  kind: 'query',
  personalData: false,
  params: importReportQuerySchema.extend({ id: z.uuid('importNotFound') }),
  reply: importReportSchema.extend({ status: okStatus }),
});
