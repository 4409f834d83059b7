import { z } from 'zod';
import { defineRestRoute, okStatus } from '../../gateway';

/** `GET /api/health`: liveness. The process answers; nothing else is asked (no database), so a busy database never gets it restarted. */
export const healthRoute = defineRestRoute({
  method: 'GET',
  url: '/api/health',
  auth: 'public',
  reply: z.object({ status: okStatus }),
  personalData: false,
  cacheControl: 'no-store',
});

/** What readiness checked: each value names its state, so a 503 says which check failed (never an address or a secret). */
export const readyChecksSchema = z.object({
  /** `draining` from the moment a shutdown begins. */
  process: z.enum(['serving', 'draining']),
  database: z.enum(['up', 'down']),
  /** `pending`: this release has migrations the database has not applied (`npm run ops -- migrate`). */
  migrations: z.enum(['current', 'pending', 'unknown']),
  jobs: z.enum(['started', 'waiting', 'stopped', 'off']),
  /** Only with REDIS_URL; `degraded` never makes the process unready: rate limits count in PostgreSQL meanwhile. */
  redis: z.enum(['up', 'degraded']).optional(),
});

/**
 * `GET /api/ready`: readiness, what a load balancer routes on. 200 `ready` when the database answers, the schema is at
 * this release's last migration and the job engine has started; 503 `unready` otherwise, and from the moment a shutdown begins.
 */
export const readyRoute = defineRestRoute({
  method: 'GET',
  url: '/api/ready',
  auth: 'public',
  reply: z.object({ status: z.enum(['ready', 'unready']), checks: readyChecksSchema }),
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
