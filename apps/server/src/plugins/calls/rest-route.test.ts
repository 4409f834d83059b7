import { createHmac } from 'node:crypto';
import { defineRestRoute, okStatus, restPath } from '@portal/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDonor } from '../../db/factories/donors';
import { callChecks, servicesOf } from '../../test/services';
import { signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { registerErrorHandler } from '../http/error-handler';
import { registerLanguage } from '../http/language';
import { restRoute } from './rest-route';
import type { CallChecks } from '../../service-context';

const greetRoute = defineRestRoute({
  method: 'POST',
  url: '/api/test/greet',
  auth: 'donor',
  body: z.object({ name: z.string('requiredStar').trim().min(1, 'requiredStar') }),
  reply: z.object({ status: okStatus, greeting: z.string() }),
  personalData: true,
});

const pingRoute = defineRestRoute({
  method: 'GET',
  url: '/api/test/ping',
  auth: 'optionalDonor',
  query: z.object({ n: z.coerce.number().int().optional() }),
  reply: z.object({ status: okStatus, signedIn: z.boolean(), n: z.number().nullable() }),
  personalData: false,
  rateLimits: [{ scope: 'address', windowMs: 60_000, budget: 2 }],
});

let t: TestApp;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await createDonor(t.database.db, { email: 'rest@example.com' });
  token = (await signIn(t, 'rest@example.com')).token;
  // The routes run on their own server over the test app's database, as a feature's routes run on the app's.
  const services = await servicesOf(t);
  app = Fastify({ logger: false });
  registerLanguage(app);
  registerErrorHandler(app);
  restRoute(app, services, callChecks, greetRoute, async ({ body, session }) => {
    // A reply built from more than it should show: the reply schema keeps the undeclared field in.
    const row = { status: 200 as const, greeting: `Hello ${body.name}`, donorId: session.donorId };
    return row;
  });
  restRoute(app, services, callChecks, pingRoute, async ({ session, query }) => ({
    status: 200 as const,
    signedIn: session !== null,
    n: query.n ?? null,
  }));
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const greet = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/test/greet',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });

describe('the REST route helper', () => {
  it('answers 401 without a token on a donor route, before reading the body', async () => {
    const res = await greet({});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, code: 'sessionExpired' });
  });

  it('answers 400 naming the fields that fail the body schema, in the caller language', async () => {
    const res = await greet({ name: ' ' }, { authorization: `Bearer ${token}`, 'accept-language': 'es' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code: 'invalidFields', fields: [{ path: 'name', code: 'requiredStar' }] });
  });

  it('parses the reply through its schema: an undeclared field never leaves the server; personal data is not cached', async () => {
    const res = await greet({ name: 'Ana' }, { authorization: `Bearer ${token}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 200, greeting: 'Hello Ana' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('takes an optional donor: a visitor without a token, a 401 for a dead token', async () => {
    const visitor = await app.inject({ url: '/api/test/ping?n=3', remoteAddress: '192.0.2.50' });
    expect(visitor.json()).toEqual({ status: 200, signedIn: false, n: 3 });
    expect(visitor.headers['cache-control']).toBeUndefined();
    const donor = await app.inject({ url: '/api/test/ping', headers: { authorization: `Bearer ${token}` }, remoteAddress: '192.0.2.51' });
    expect(donor.json()).toEqual({ status: 200, signedIn: true, n: null });
    const dead = await app.inject({ url: '/api/test/ping', headers: { authorization: 'Bearer not-a-token' }, remoteAddress: '192.0.2.52' });
    expect(dead.statusCode).toBe(401);
  });

  it('applies the route declared rate limit with the gateway 429', async () => {
    const ping = () => app.inject({ url: '/api/test/ping', remoteAddress: '192.0.2.60' });
    expect((await ping()).statusCode).toBe(200);
    expect((await ping()).statusCode).toBe(200);
    const refused = await ping();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 429, code: 'tooManyAttempts', retryAfterSeconds: 60 });
    expect(refused.headers['retry-after']).toBe('60');
  });
});

// What the REST contract grew for the next issues (issue 27), each on a route declared here: path parameters,
// form-encoded, multipart and streamed bodies, a body limit, XML and redirect replies, API clients and webhooks.
const ok = z.object({ status: okStatus, text: z.string() });
const grown = {
  item: defineRestRoute({
    method: 'GET',
    url: '/api/test/items/:id',
    auth: 'public',
    params: z.object({ id: z.string() }),
    reply: ok,
    personalData: false,
  }),
  form: defineRestRoute({
    method: 'POST',
    url: '/api/test/form',
    auth: 'public',
    bodyEncoding: 'form',
    body: z.object({ name: z.string().min(1, 'requiredStar') }),
    reply: ok,
    personalData: false,
  }),
  upload: defineRestRoute({
    method: 'POST',
    url: '/api/test/upload',
    auth: 'public',
    multipart: { fileSize: 16, files: 1, fields: 0, parts: 1 },
    reply: ok,
    personalData: false,
  }),
  stream: defineRestRoute({
    method: 'POST',
    url: '/api/test/stream',
    auth: 'public',
    bodyEncoding: 'stream',
    reply: ok,
    personalData: false,
  }),
  small: defineRestRoute({
    method: 'POST',
    url: '/api/test/small',
    auth: 'public',
    bodyLimit: 64,
    body: z.object({ text: z.string() }),
    reply: ok,
    personalData: false,
  }),
  feed: defineRestRoute({ method: 'GET', url: '/api/test/feed', auth: 'public', reply: 'xml', personalData: false }),
  go: defineRestRoute({ method: 'GET', url: '/api/test/go', auth: 'public', reply: 'redirect', personalData: false }),
  client: defineRestRoute({ method: 'GET', url: '/api/test/client', auth: 'apiClient', reply: ok, personalData: false }),
  hook: defineRestRoute({
    method: 'POST',
    url: '/api/test/hook',
    auth: 'webhook',
    body: z.object({ event: z.string() }),
    reply: ok,
    personalData: false,
  }),
};

const WEBHOOK_SECRET = 'whsec-test';
const signed = (bytes: string) => createHmac('sha256', WEBHOOK_SECRET).update(bytes).digest('hex');

/** A server with the grown routes; `verifiers` are the API-client and webhook checks a deployment would be given. */
async function grownApp(verifiers: Pick<CallChecks, 'apiClientOf' | 'webhookSignatureValid'>): Promise<FastifyInstance> {
  const services = await servicesOf(t);
  // The features' own webhook verifier (Twilio's) is left out: these routes get only the verifiers given here.
  const { findLiveSession, findLiveStaffSession, secondFactorRequired, appendAudit, verifyCaptcha } = callChecks;
  const checks: CallChecks = { findLiveSession, findLiveStaffSession, secondFactorRequired, appendAudit, verifyCaptcha, ...verifiers };
  const grownServer = Fastify({ logger: false });
  registerLanguage(grownServer);
  registerErrorHandler(grownServer);
  restRoute(grownServer, services, checks, grown.item, async ({ params }) => ({ status: 200 as const, text: params.id }));
  restRoute(grownServer, services, checks, grown.form, async ({ body }) => ({ status: 200 as const, text: `Hello ${body.name}` }));
  restRoute(grownServer, services, checks, grown.upload, async ({ request }) => {
    const file = await request.file();
    return { status: 200 as const, text: `${(await file?.toBuffer())?.length ?? 0} bytes` };
  });
  restRoute(grownServer, services, checks, grown.stream, async ({ stream }) => {
    let bytes = 0;
    for await (const chunk of stream ?? []) bytes += (chunk as Buffer).length;
    return { status: 200 as const, text: `${bytes} bytes` };
  });
  restRoute(grownServer, services, checks, grown.small, async ({ body }) => ({ status: 200 as const, text: body.text }));
  restRoute(grownServer, services, checks, grown.feed, async () => ({ xml: '<feed><title>News</title></feed>' }));
  restRoute(grownServer, services, checks, grown.go, async () => ({ location: 'https://example.com/next', status: 303 as const }));
  restRoute(grownServer, services, checks, grown.client, async ({ apiClient }) => ({
    status: 200 as const,
    text: apiClient?.name ?? 'none',
  }));
  restRoute(grownServer, services, checks, grown.hook, async ({ body }) => ({ status: 200 as const, text: body.event }));
  await grownServer.ready();
  return grownServer;
}

describe('the REST contract grown for the next issues', () => {
  let served: FastifyInstance;
  let bare: FastifyInstance;
  beforeAll(async () => {
    served = await grownApp({
      apiClientOf: async (_services, secret) =>
        secret === 'client-secret'
          ? { id: '5b0c4f4e-8f55-4a3c-9d7a-3c1f7f2a9e10', name: 'acme', operations: ['visits'], centerIds: null }
          : null,
      webhookSignatureValid: async (_services, _url, headers, rawBody) => headers['x-signature'] === signed(rawBody.toString('utf8')),
    });
    bare = await grownApp({});
  });
  afterAll(async () => {
    await served.close();
    await bare.close();
  });

  it('fills and checks path parameters, and builds the address from the contract', async () => {
    const url = restPath(grown.item, { id: 'a b' });
    expect(url).toBe('/api/test/items/a%20b');
    expect((await served.inject({ url })).json()).toEqual({ status: 200, text: 'a b' });
  });

  it('reads form fields through the body schema, 400 naming the field', async () => {
    const form = (payload: string) =>
      served.inject({ method: 'POST', url: '/api/test/form', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });
    expect((await form('name=Ana')).json()).toEqual({ status: 200, text: 'Hello Ana' });
    const refused = await form('name=');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'invalidFields', fields: [{ path: 'name', code: 'requiredStar' }] });
  });

  it('gives a multipart route the parser with its limits, and no other route', async () => {
    const boundary = 'portal-test-boundary';
    const part = (content: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n${content}\r\n--${boundary}--\r\n`;
    const upload = (content: string, url = '/api/test/upload') =>
      served.inject({
        method: 'POST',
        url,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: part(content),
      });
    expect((await upload('hello')).json()).toEqual({ status: 200, text: '5 bytes' });
    expect((await upload('x'.repeat(40))).statusCode).toBe(413);
    expect((await upload('hello', '/api/test/small')).statusCode).toBe(415);
  });

  it('hands a streamed body to the handler unread', async () => {
    const res = await served.inject({
      method: 'POST',
      url: '/api/test/stream',
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.alloc(3000, 1),
    });
    expect(res.json()).toEqual({ status: 200, text: '3000 bytes' });
  });

  it('refuses a body over the route limit with 413', async () => {
    const small = (text: string) =>
      served.inject({
        method: 'POST',
        url: '/api/test/small',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ text }),
      });
    expect((await small('short')).json()).toEqual({ status: 200, text: 'short' });
    expect((await small('x'.repeat(100))).statusCode).toBe(413);
  });

  it('answers XML and redirects as the contract declares', async () => {
    const feed = await served.inject({ url: '/api/test/feed' });
    expect(feed.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(feed.body).toBe('<feed><title>News</title></feed>');
    const go = await served.inject({ url: '/api/test/go' });
    expect(go.statusCode).toBe(303);
    expect(go.headers.location).toBe('https://example.com/next');
  });

  it('lets an API client in by its secret, 401 for another, 404 where no verifier is configured', async () => {
    const client = (app: FastifyInstance, secret: string) =>
      app.inject({ url: '/api/test/client', headers: { authorization: `Bearer ${secret}` } });
    expect((await client(served, 'client-secret')).json()).toEqual({ status: 200, text: 'acme' });
    const wrong = await client(served, 'guess');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'apiClientInvalid' });
    expect((await client(bare, 'client-secret')).statusCode).toBe(404);
  });

  it('checks a webhook signature over the exact bytes sent, 404 where no verifier is configured', async () => {
    const payload = '{"event":"paid"}';
    const hook = (app: FastifyInstance, signature: string) =>
      app.inject({
        method: 'POST',
        url: '/api/test/hook',
        headers: { 'content-type': 'application/json', 'x-signature': signature },
        payload,
      });
    expect((await hook(served, signed(payload))).json()).toEqual({ status: 200, text: 'paid' });
    const forged = await hook(served, signed('{"event":"refunded"}'));
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'webhookSignatureInvalid' });
    expect((await hook(bare, signed(payload))).statusCode).toBe(404);
  });
});
