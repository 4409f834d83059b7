import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';

/** The mobile app mints a one-time token to open the website signed in (`/Applogin?token=…`). */
export const createAppLoginToken = defineService({
  serviceName: 'authentication',
  serviceType: 'createAppLoginToken',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  params: z.object({}),
  reply: z.object({ status: okStatus, token: z.string(), expiresAt: z.string() }),
});
