import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { helmetHeaders } from './security-headers';

let dev: TestApp;
let production: TestApp;

beforeAll(async () => {
  dev = await createTestApp();
  production = await createTestApp({
    env: { NODE_ENV: 'production', TOKEN_SECRET: 'a-production-secret-a-production-secret', TOTP_ENCRYPTION_KEY: 'a'.repeat(64) },
    database: dev.database,
  });
});
afterAll(async () => {
  await production.close();
  await dev.close();
});

describe('security headers computed once at start', () => {
  it('are exactly what helmet writes on a real response', () => {
    const options: HelmetOptions = {
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    };
    const response = new ServerResponse(new IncomingMessage(new Socket()));
    helmet(options)(response.req, response, () => undefined);
    expect(Object.fromEntries(helmetHeaders(options))).toEqual(response.getHeaders());
  });

  it("are a page's strict set on pages, the app's routes and static files", async () => {
    const answers = [await dev.app.inject({ url: '/login' }), await dev.app.inject({ url: '/favicon.svg' })];
    for (const res of answers) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      // Decision 052: a prerendered form is never sent by the browser itself, before the app's script takes it over.
      expect(csp).toContain("form-action 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(self), payment=()');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('are the REST set on every API answer (a reply, an error, a not-found): nothing may run, frame or sniff it', async () => {
    const answers = [
      await dev.call('location/bylocationids', { locationids: [1] }),
      await dev.app.inject({
        method: 'POST',
        url: '/api/gateway',
        payload: { serviceName: 'location', serviceType: 'bylocationids', params: { locationids: 'x' } },
      }),
      await dev.app.inject({ url: '/api/nothing-here' }),
      await dev.app.inject({ url: '/api/captcha/challenge' }),
    ];
    for (const res of answers) {
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const pageOnly of ['permissions-policy', 'cross-origin-opener-policy', 'referrer-policy', 'x-xss-protection']) {
        expect(res.headers[pageOnly]).toBeUndefined();
      }
    }
  });

  it('add HSTS and upgrade-insecure-requests in production only', async () => {
    const page = await production.app.inject({ url: '/login' });
    const api = await production.app.inject({ url: '/api/nothing-here' });
    for (const res of [page, api]) expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(page.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    expect(String((await dev.app.inject({ url: '/login' })).headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });
});
