import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { importReportSchema } from '../ops/imports';

/** Imports the console lists, newest first. */
export const importsListed = 20;

/** Admins follow the bulk imports (issue 31): the latest, each with its state, progress and counts. */
export const listImports = defineService({
  serviceName: 'integrations',
  serviceType: 'listImports',
  auth: { staff: ['admin'] },
  kind: 'query',
  personalData: false,
  params: z.object({}),
  reply: z.object({
    status: okStatus,
    items: z.array(importReportSchema.omit({ refusedLines: true, nextAfter: true })),
  }),
});
