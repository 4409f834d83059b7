import { z } from 'zod';
import { defineRestRoute, okStatus } from '../../gateway';

/** `GET /api/health`: 200 when the database answers, 503 when it does not. */
export const healthRoute = defineRestRoute({
  method: 'GET',
  url: '/api/health',
  auth: 'public',
  reply: z.object({ status: okStatus, database: z.literal('up') }),
  personalData: false,
  cacheControl: 'no-store',
});

/** `GET /api/site-config`: what the signed-in app loads from the operator's configuration at run time. */
export const siteConfigRoute = defineRestRoute({
  method: 'GET',
  url: '/api/site-config',
  auth: 'public',
  reply: z.object({ status: okStatus, consentScriptUrl: z.string().nullable() }),
  personalData: false,
  cacheControl: 'public, max-age=300',
});
