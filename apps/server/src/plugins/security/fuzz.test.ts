import { isStaffAuth, restRoutes, services, type RestContract, type ServiceContract } from '@portal/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createDonor, type DonorRow } from '../../db/factories/donors';
import { createStaff } from '../../db/factories/staff';
import { staffSettings } from '../../db/schema/index';
import { describeInput, hostileEdit, jsonWith, plausibleValue, RawJson, valueAt, type Path } from '../../test/hostile-input';
import { signIn, signInStaff } from '../../test/sign-in';
import { logLines as capturedLines } from '../../test/log-lines';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Issue 12: hostile input anywhere in the registry is a 4xx, never a 5xx, and leaves no stack trace or personal
 * data in the log. Every gateway service and every REST route, signed in and signed out, each with values built
 * from its own schema. One seed per run (printed; `FUZZ_SEED=<n>` repeats a run).
 */
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const RUNS = { signedIn: 30, signedOut: 30, refusedAtTheDoor: 3, restRoute: 100 };
const OPS_KEY = 'fuzz-ops-key-0123456789abcdef';

const { logStream, lines: logLines } = capturedLines();

let t: TestApp;
let donor: DonorRow;
let token: string;
const figures = { services: 0, routes: 0, requests: 0, serverErrors: 0 };

beforeAll(async () => {
  process.stdout.write(`fuzz seed ${SEED} (FUZZ_SEED=${SEED} repeats this run)\n`);
  t = await createTestApp({ logStream, env: { OPS_API_KEY: OPS_KEY, DEMO_MODE: 'true' } });
  donor = await createDonor(t.database.db, { firstName: 'Fuzzina', email: 'fuzzina.private@example.com', phoneNumber: '5125557788' });
  token = (await signIn(t, donor.email ?? '')).token;
}, 60_000);

afterAll(async () => {
  process.stdout.write(
    `fuzz figures: ${figures.services} services, ${figures.routes} routes, ${figures.requests} requests, ${figures.serverErrors} 5xx (seed ${SEED})\n`,
  );
  await t.close();
});

/** A different address per call, so per-address limits do not stop the inputs before the handlers. */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

function expectNoServerError(res: LightMyRequestResponse, what: string, input: string): void {
  figures.requests += 1;
  if (res.statusCode >= 500) figures.serverErrors += 1;
  expect(res.statusCode, `${what} ${describeInput(input)} answered ${res.body.slice(0, 300)}`).toBeLessThan(500);
}

/** The gateway services, logout last so the donor's token serves every other call. */
const serviceEntries = (Object.entries(services) as [string, ServiceContract][]).sort(([a], [b]) =>
  a === 'authentication/logout' ? 1 : b === 'authentication/logout' ? -1 : a.localeCompare(b),
);

/**
 * The token a signed-in run calls a service with: the donor's, or for a staff service a fresh staff member's of a
 * role the contract allows, so the params reach the handler past the role check (a fresh one each service: a staff
 * mutation may end its own session).
 */
async function tokenFor(contract: ServiceContract): Promise<string> {
  if (!isStaffAuth(contract.auth)) return token;
  const role = contract.auth.staff.includes('admin') ? 'admin' : contract.auth.staff[0];
  if (!role) throw new Error('a staff service allows no role');
  return signInStaff(t, (await createStaff(t.database.db, role)).email);
}

async function callGateway(key: string, json: string, bearer: string | null, n: number): Promise<LightMyRequestResponse> {
  const [serviceName, serviceType] = key.split('/');
  return t.app.inject({
    method: 'POST',
    url: '/api/gateway',
    remoteAddress: addressOf(n),
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    payload: `{"serviceName":${JSON.stringify(serviceName)},"serviceType":${JSON.stringify(serviceType)},"params":${json}}`,
  });
}

let counter = 0;

/**
 * Runs a property to its end and keeps its failure (the first failing input, unshrunk: the inputs are small
 * already), so one run reports every service that fails rather than the first.
 */
const failures: string[] = [];
async function check<T>(property: fc.IAsyncProperty<T>, numRuns: number): Promise<void> {
  const details = await fc.check(property, { seed: SEED, numRuns, endOnFailure: true });
  if (details.failed) failures.push(details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance));
}

describe('hostile input through the gateway', () => {
  it('never answers 5xx for any service, signed in or out', { timeout: 240_000 }, async () => {
    failures.length = 0;
    for (const [key, contract] of serviceEntries) {
      figures.services += 1;
      const plausible = plausibleValue(contract.params);
      const bearer = await tokenFor(contract);
      for (const signedIn of [true, false]) {
        const numRuns = signedIn || contract.auth === 'public' ? RUNS.signedIn : RUNS.refusedAtTheDoor;
        await check(
          fc.asyncProperty(hostileEdit(plausible), async ({ path, hostile }) => {
            const json = jsonWith(plausible, path, hostile);
            const res = await callGateway(key, json, signedIn ? bearer : null, (counter += 1));
            expectNoServerError(res, `${key} (${signedIn ? 'signed in' : 'signed out'})`, json);
          }),
          numRuns,
        );
      }
      if (isStaffAuth(contract.auth)) {
        // The params reached the handler: the staff member was let past the door (not all 401 or 403).
        const res = await t.call('staff/getMe', {}, { token: bearer });
        if (key !== 'staff/logout') expect(res.statusCode, `staff session lost after ${key}`).toBe(200);
        // A fuzzed settings change must not shut the next services' members out (a required second factor).
        await t.database.db.delete(staffSettings);
      }
      if (key !== 'authentication/logout') {
        // Whatever the inputs did, the donor's session still works: the signed-in runs were not all 401s.
        const res = await t.call('profile/getProfile', {}, { token });
        expect(res.statusCode, `session lost after ${key}`).toBe(200);
      }
    }
    expect(failures).toEqual([]);
  });

  it('never answers 5xx for a hostile envelope', async () => {
    failures.length = 0;
    const envelope = { serviceName: 'profile', serviceType: 'getProfile', params: {} };
    await check(
      fc.asyncProperty(hostileEdit(envelope), async ({ path, hostile }) => {
        const json = jsonWith(envelope, path, hostile);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/gateway',
          remoteAddress: addressOf((counter += 1)),
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          payload: json,
        });
        expectNoServerError(res, 'the envelope', json);
      }),
      60,
    );
    expect(failures).toEqual([]);
  });
});

/** A value as it goes into a URL: text as is, anything else as its JSON. */
function urlText(value: unknown): string {
  if (value instanceof RawJson) return value.json;
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** Every byte percent-encoded (`encodeURIComponent` throws on a lone surrogate). */
function encode(text: string): string {
  return [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

/** A query string from an edited query object: arrays repeat the key, anything else is its text. */
function queryString(value: unknown): string {
  if (typeof value !== 'object' || value === null || value instanceof RawJson) return `?${encode(urlText(value))}`;
  const pairs = Object.entries(value).flatMap(([name, item]) =>
    (Array.isArray(item) ? item : [item]).map((one) => `${encode(name)}=${encode(urlText(one))}`),
  );
  return `?${pairs.join('&')}`;
}

/** `plausible` with `hostile` at `path` (a `RawJson` stays one, to be written out as its text). */
function withHostile(plausible: unknown, path: Path, hostile: unknown): unknown {
  if (path.length === 0) return hostile;
  const copy = structuredClone(plausible);
  (valueAt(copy, path.slice(0, -1)) as Record<string | number, unknown>)[path[path.length - 1] as string | number] = hostile;
  return copy;
}

/** The hostile parts of one REST call: one of path, query or body is edited, the others stay plausible. */
function restCall(route: RestContract, signedIn: boolean) {
  const schemaOf = (schema: z.ZodType | undefined) => (schema ? plausibleValue(schema) : {});
  const bodySchema = !signedIn && route.visitorBody ? route.visitorBody : route.body;
  const parts = { params: schemaOf(route.params), query: schemaOf(route.query), body: schemaOf(bodySchema) };
  const part = fc.constantFrom<keyof typeof parts>('params', 'query', 'body');
  const contentType = fc.constantFrom('application/json', 'multipart/form-data', 'multipart/form-data; boundary=x', 'text/plain');
  return fc
    .tuple(part, contentType)
    .chain(([which, type]) => hostileEdit(parts[which]).map(({ path, hostile }) => ({ which, path, hostile, type, parts })));
}

describe('hostile input through the REST routes', () => {
  it('never answers 5xx for any route, signed in or out', { timeout: 120_000 }, async () => {
    failures.length = 0;
    for (const route of restRoutes) {
      figures.routes += 1;
      for (const signedIn of [true, false]) {
        await check(
          fc.asyncProperty(restCall(route, signedIn), async ({ which, path, hostile, type, parts }) => {
            const params = which === 'params' ? withHostile(parts.params, path, hostile) : parts.params;
            const query = which === 'query' ? withHostile(parts.query, path, hostile) : parts.query;
            const body = which === 'body' ? jsonWith(parts.body, path, hostile) : JSON.stringify(parts.body);
            const pathParams = typeof params === 'object' && params !== null && !(params instanceof RawJson) ? params : {};
            let url = route.url.replace(/:(\w+)/g, (_, name: string) =>
              encode(urlText((pathParams as Record<string, unknown>)[name] ?? params)),
            );
            if (route.query) url += queryString(query);
            const headers: Record<string, string> = signedIn
              ? route.auth === 'apiClient'
                ? { authorization: `Bearer ${OPS_KEY}` }
                : { authorization: `Bearer ${token}` }
              : {};
            const res = await t.app.inject({
              method: route.method,
              url,
              remoteAddress: addressOf((counter += 1)),
              headers: route.method === 'GET' ? headers : { ...headers, 'content-type': route.body ? 'application/json' : type },
              ...(route.method === 'GET' ? {} : { payload: body }),
            });
            expectNoServerError(res, `${route.method} ${url.slice(0, 200)}`, body);
          }),
          RUNS.restRoute,
        );
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('what the fuzzing left behind', () => {
  it('logged no error, no stack trace and none of the donor’s personal data, and polluted no prototype', () => {
    const logged = logLines.join('');
    expect(logged).toContain('/api/gateway');
    expect(logLines.filter((line) => /"level":(50|60)/.test(line)).slice(0, 3)).toEqual([]);
    expect(logged).not.toMatch(/\n\s+at /);
    expect(logged).not.toContain('"frames"');
    for (const personal of [donor.email ?? '', donor.firstName, donor.lastName, donor.phoneNumber ?? '', donor.donorNumber]) {
      expect(logged).not.toContain(personal);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(figures.serverErrors).toBe(0);
  });
});
