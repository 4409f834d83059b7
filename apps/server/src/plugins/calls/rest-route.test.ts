import { defineRestRoute, okStatus } from '@portal/contract';
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
