import { z } from 'zod';
import { integrationEventSchema } from '../../entities/integration-events';
import { defineRestRoute, okStatus } from '../../gateway';

/** How many events one page of `GET /api/ops/events` holds at most. */
export const EVENTS_PAGE_MAX = 1000;

/**
 * `GET /api/ops/events?since=`: the events after one (its id) or from a time, oldest first, for a system that missed
 * webhooks to reconcile. Page on with `next` (the last event's id) until it is null.
 */
export const listEventsRoute = defineRestRoute({
  method: 'GET',
  url: '/api/ops/events',
  auth: 'apiClient',
  apiOperation: 'events',
  query: z.object({
    since: z
      .union([z.uuid(), z.iso.datetime({ offset: true })], 'eventSinceInvalid')
      .optional()
      .describe('An event id (the events after it) or a time with its offset (the events from then on).'),
    limit: z.coerce.number('badRequest').int('badRequest').min(1, 'badRequest').max(EVENTS_PAGE_MAX, 'badRequest').default(100),
  }),
  reply: z.object({
    status: okStatus,
    events: z.array(integrationEventSchema),
    next: z.uuid().nullable().describe('The `since` of the next page, or null on the last one.'),
  }),
  personalData: true,
});
