import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { userSchema } from '../../entities/user';

/** `/profile`: the signed-in donor as the profile screen shows it. */
export const getProfile = defineService({
  serviceName: 'profile',
  serviceType: 'getProfile',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({}),
  reply: z.object({ status: okStatus, user: userSchema }),
});
