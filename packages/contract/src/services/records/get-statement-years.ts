import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';

/** Issue 34: the years an earnings statement can be asked for: the current one and every earlier year with payments. */
export const getStatementYears = defineService({
  serviceName: 'statement',
  serviceType: 'getYears',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({}),
  reply: z.object({ status: okStatus, years: z.array(z.number().int()) }),
});
