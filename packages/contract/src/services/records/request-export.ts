import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';

/**
 * Issue 34 "Download my data": asks the job engine to prepare her ZIP. At most once a day (409 `exportAlreadyToday`);
 * she is told in the portal (`account/getExports`) and by e-mail when it is ready.
 */
export const requestExport = defineService({
  serviceName: 'account',
  serviceType: 'requestExport',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  params: z.object({}),
  reply: z.object({ status: okStatus, exportID: z.string() }),
});
