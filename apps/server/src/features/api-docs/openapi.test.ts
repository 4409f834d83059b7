import { validate } from '@readme/openapi-parser';
import { integrationEventTypes } from '@portal/contract/entities/integration-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restHandlers } from '../rest-handlers';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let document: { paths: Record<string, Record<string, unknown>>; webhooks: Record<string, unknown>; openapi: string };

beforeAll(async () => {
  t = await createTestApp({ env: { OPS_API_KEY: 'ops-key-for-openapi-tests-0123456789' } });
  const res = await t.app.inject({ method: 'GET', url: '/api/ops/openapi.json' });
  expect(res.statusCode, res.body).toBe(200);
  document = res.json();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it('lists every /api/ops/ route the server registers, with its method', () => {
    const opsRoutes = restHandlers.map((entry) => entry.contract).filter((contract) => contract.url.startsWith('/api/ops/'));
    expect(opsRoutes.length).toBeGreaterThanOrEqual(6);
    for (const contract of opsRoutes) {
      expect(t.app.hasRoute({ method: contract.method, url: contract.url }), contract.url).toBe(true);
      const path = contract.url.replace(/:(\w+)/g, '{$1}');
      expect(document.paths[path]?.[contract.method.toLowerCase()], `${contract.method} ${contract.url}`).toBeDefined();
    }
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api/ops/'))).toBe(true);
  });

  it('describes every webhook and the signature scheme', () => {
    expect(Object.keys(document.webhooks).sort()).toEqual([...integrationEventTypes].sort());
    expect(JSON.stringify(document)).toContain('webhook-signature');
    expect(JSON.stringify(document.webhooks['appointment.booked'])).toContain('donorNumber');
  });
});

describe('the reference page', () => {
  it('loads Swagger UI from the server only, and only its page may run scripts', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/ops/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/api/ops/docs/swagger-ui-bundle.js');
    expect(page.body).not.toMatch(/https?:\/\//);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    const bundle = await t.app.inject({ method: 'GET', url: '/api/ops/docs/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toContain('javascript');
    expect(bundle.body.length).toBeGreaterThan(100_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/ops/docs/start.js' })).body).toContain('/api/ops/openapi.json');
    expect((await t.app.inject({ method: 'GET', url: '/api/ops/docs/package.json' })).statusCode).toBe(404);
    // A name of the object prototype's finds nothing either (it once read a file named after it: a 500).
    for (const name of ['__proto__', 'constructor', 'toString']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/ops/docs/${name}` })).statusCode).toBe(404);
    }
    // Every other API answer still allows no script at all.
    const json = await t.app.inject({ method: 'GET', url: '/api/ops/openapi.json' });
    expect(String(json.headers['content-security-policy'])).toContain("default-src 'none'");
    expect(String(json.headers['content-security-policy'])).not.toContain('script-src');
  });
});
