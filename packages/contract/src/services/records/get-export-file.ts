import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';

/** Issue 34: one of her prepared ZIPs (base64), behind sign-in; another donor's, an expired or unready one is 404. */
export const getExportFile = defineService({
  serviceName: 'account',
  serviceType: 'getExportFile',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({ exportID: z.uuid('exportNotFound') }),
  reply: z.object({ status: okStatus, fileName: z.string(), content: z.string() }),
});
