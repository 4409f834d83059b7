import { z } from 'zod';
import { defineRestRoute, okStatus } from '../../gateway';
import { opsRateLimits } from '../ops/ops-limits';
import { webhookEndpointFieldsSchema, webhookEndpointViewSchema, webhookSecretSchema } from './endpoint-view';

const endpointPathSchema = z.object({ endpointId: z.uuid('webhookEndpointNotFound').describe("The endpoint's id.") });
const withSecretSchema = z.object({ status: okStatus, endpoint: webhookEndpointViewSchema, secret: webhookSecretSchema });

/**
 * An API client allowed `events` manages its own webhook endpoints (issue 31): it sees and changes only the ones it
 * made, and each of them hears only of its centers' appointments and donors (every center for a client without
 * centers). An endpoint made in the console belongs to no client.
 */
export const clientWebhookRoutes = {
  list: defineRestRoute({
    method: 'GET',
    url: '/api/ops/webhooks',
    auth: 'apiClient',
    apiOperation: 'events',
    rateLimits: opsRateLimits,
    reply: z.object({ status: okStatus, endpoints: z.array(webhookEndpointViewSchema) }),
    personalData: false,
  }),
  create: defineRestRoute({
    method: 'POST',
    url: '/api/ops/webhooks',
    auth: 'apiClient',
    apiOperation: 'events',
    auditAction: 'ops/createWebhookEndpoint',
    rateLimits: opsRateLimits,
    body: webhookEndpointFieldsSchema,
    reply: withSecretSchema.describe('The endpoint, and its signing secret: shown in this reply only.'),
    secretInReply: true,
    personalData: true,
  }),
  remove: defineRestRoute({
    method: 'DELETE',
    url: '/api/ops/webhooks/:endpointId',
    auth: 'apiClient',
    apiOperation: 'events',
    auditAction: 'ops/deleteWebhookEndpoint',
    rateLimits: opsRateLimits,
    params: endpointPathSchema,
    reply: z.object({ status: okStatus }).describe('Deleted: its deliveries still waiting are dropped.'),
    personalData: false,
  }),
  rotate: defineRestRoute({
    method: 'POST',
    url: '/api/ops/webhooks/:endpointId/rotate',
    auth: 'apiClient',
    apiOperation: 'events',
    auditAction: 'ops/rotateWebhookSecret',
    rateLimits: opsRateLimits,
    params: endpointPathSchema,
    reply: withSecretSchema.describe('A new signing secret, shown this once; the previous one keeps signing too for 24 hours.'),
    secretInReply: true,
    personalData: true,
  }),
};
