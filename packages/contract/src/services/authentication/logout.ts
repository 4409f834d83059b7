import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';

/** Ends the caller's session on the server: its token answers 401 afterwards. */
export const logout = defineService({
  serviceName: 'authentication',
  serviceType: 'logout',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  params: z.object({}),
  reply: z.object({ status: okStatus }),
});
