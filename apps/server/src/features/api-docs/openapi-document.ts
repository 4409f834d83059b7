import { errorReplySchema, isStaffAuth, restRoutes, type RestContract, type StaffAuth } from '@portal/contract';
import { integrationEventSchemas, integrationEventTypes } from '@portal/contract/entities/integration-events';
import { z } from 'zod';

/** JSON Schema (draft 2020-12, OpenAPI 3.1's dialect) of a contract's schema, as a caller sends it or as it is answered. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const json: Record<string, unknown> = { ...z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) };
  // The document names its dialect once (OpenAPI 3.1's default is draft 2020-12).
  delete json.$schema;
  return json;
}

/** A contract's path or query schema as OpenAPI parameters, one per property. */
function parameters(schema: z.ZodType | undefined, where: 'path' | 'query'): Record<string, unknown>[] {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as { properties?: Record<string, Record<string, unknown>>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
}

const SECURITY: Record<Exclude<RestContract['auth'], StaffAuth>, Record<string, string[]>[]> = {
  public: [],
  donor: [{ donorToken: [] }],
  optionalDonor: [{}, { donorToken: [] }],
  // `X-Ops-Key` is the deprecated single key (OPS_API_KEY), taken only until a first API client exists.
  apiClient: [{ apiClient: [] }, { opsKey: [] }],
  webhook: [],
};

function replyContent(contract: RestContract): Record<string, unknown> {
  if (contract.reply === 'html') return { 'text/html': { schema: { type: 'string' } } };
  if (contract.reply === 'xml') return { 'application/xml': { schema: { type: 'string' } } };
  if (contract.reply === 'file' || contract.reply === 'redirect')
    return { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } };
  return { 'application/json': { schema: jsonSchema(contract.reply, 'output') } };
}

/** An operation of the document: its id and summary from the route, its parameters, body and replies from the schemas. */
function operation(contract: RestContract): Record<string, unknown> {
  // The document holds the ops routes only (`/api/ops/…`), none of which a staff session calls.
  if (isStaffAuth(contract.auth)) throw new Error(`${contract.url}: a staff route has no place in the ops document`);
  const security = SECURITY[contract.auth];
  const errors = { content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorReply' } } } };
  return {
    operationId: `${contract.method.toLowerCase()}${contract.url.replace(/\/api\/ops/, '').replace(/[^a-zA-Z0-9]+(\w)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
    summary: `${contract.method} ${contract.url}`,
    security,
    parameters: [...parameters(contract.params, 'path'), ...parameters(contract.query, 'query')],
    ...(contract.bodyEncoding === 'stream'
      ? {
          requestBody: {
            required: true,
            description: 'A file streamed as it is read: one JSON object a line, or CSV with a header row.',
            content: {
              'application/x-ndjson': { schema: { type: 'string' } },
              'text/csv': { schema: { type: 'string' } },
            },
          },
        }
      : {}),
    ...(contract.body
      ? {
          requestBody: {
            required: true,
            content: {
              [contract.bodyEncoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json']: {
                schema: jsonSchema(contract.body, 'input'),
              },
            },
          },
        }
      : {}),
    responses: {
      [contract.reply === 'redirect' ? '302' : '200']: { description: 'Done.', content: replyContent(contract) },
      '400': { description: 'The input does not fit: `fields` names each field at fault.', ...errors },
      ...(security.length ? { '401': { description: 'The key is missing or wrong.', ...errors } } : {}),
      '404': { description: 'Not found, or the route is not configured on this server.', ...errors },
      '429': { description: 'Too many calls: `retryAfterSeconds` says when to try again.', ...errors },
    },
  };
}

const SIGNATURE = `Every webhook is signed in the [Standard Webhooks](https://www.standardwebhooks.com/) format with the endpoint's
own secret (\`whsec_\` and base64 bytes, shown once when the endpoint is made or its secret rotated):

- \`webhook-id\`: the event's id, the same in every try and replay of it (use it to ignore repeats);
- \`webhook-timestamp\`: seconds since 1970 when this try was sent (refuse ones far from your clock, e.g. 5 minutes);
- \`webhook-signature\`: space-separated \`v1,<base64>\` values, each the HMAC-SHA256, keyed by the secret's decoded
  bytes, of \`<webhook-id>.<webhook-timestamp>.<body>\` over the exact body bytes. During a rotation's overlap two
  values are sent (new and old secret): accept the delivery when any one matches.

Answer 2xx within 10 seconds to acknowledge. Anything else is retried after about 5 s, 5 min, 30 min, 2 h, 5 h, 10 h,
10 h and 10 h; a receiver that fails for a day is paused until an admin resumes it. Deliveries to one endpoint are sent in
the order the events happened. \`GET /api/ops/events?since=\` and \`POST /api/ops/events/replay\` recover missed events
of the last 90 days.`;

const RETRIES = `Every \`POST\` takes an \`Idempotency-Key\` header (1 to 200 visible characters): the same key with the same body
within 24 hours gets the first reply again, with another body a 409. Keys are the client's own.`;

const signatureHeaders = [
  { name: 'webhook-id', in: 'header', required: true, schema: { type: 'string' }, description: "The event's id." },
  {
    name: 'webhook-timestamp',
    in: 'header',
    required: true,
    schema: { type: 'string', pattern: '^[0-9]+$' },
    description: 'Unix seconds of this try.',
  },
  {
    name: 'webhook-signature',
    in: 'header',
    required: true,
    schema: { type: 'string' },
    description: 'Space-separated `v1,<base64 HMAC-SHA256>` values.',
  },
];

/**
 * The OpenAPI 3.1 document of the operations API, generated from the contracts: every REST contract under
 * `/api/ops/` (the same list the server registers, so a route added later is in it), the webhooks (OpenAPI 3.1
 * `webhooks`, one per event type, from the event registry) and how they are signed.
 */
export function openApiDocument(brandName: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const contract of restRoutes.filter((route) => route.url.startsWith('/api/ops/'))) {
    const path = contract.url.replace(/:(\w+)/g, '{$1}');
    paths[path] = { ...paths[path], [contract.method.toLowerCase()]: operation(contract) };
  }
  const webhooks = Object.fromEntries(
    integrationEventTypes.map((type) => {
      const data = integrationEventSchemas[type];
      const envelope = z.object({ id: z.uuid(), type: z.literal(type), timestamp: z.iso.datetime({ offset: true }), data });
      return [
        type,
        {
          post: {
            operationId: `webhook_${type.replace(/\W/g, '_')}`,
            summary: data.description ?? type,
            description: 'Signed as the document describes (see the top).',
            parameters: signatureHeaders,
            requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(envelope, 'output') } } },
            responses: { '200': { description: 'Received (any 2xx).' } },
          },
        },
      ];
    }),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: `${brandName} operations API`,
      version: '1',
      description: `What a company's systems call (centers, donors, visits, events) and the webhooks the portal sends.\n\n## Retries\n\n${RETRIES}\n\n## Webhook signatures\n\n${SIGNATURE}`,
    },
    servers: [{ url: '/' }],
    paths,
    webhooks,
    components: {
      schemas: { ErrorReply: jsonSchema(errorReplySchema, 'output') },
      securitySchemes: {
        opsKey: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Ops-Key',
          description: 'Deprecated: the single operations key (OPS_API_KEY), accepted only until a first API client exists.',
        },
        apiClient: { type: 'http', scheme: 'bearer', description: "An API client's secret." },
        donorToken: { type: 'http', scheme: 'bearer', description: "A signed-in donor's token." },
      },
    },
  };
}
