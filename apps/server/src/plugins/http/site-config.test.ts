import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/test-app';

let plain: TestApp;
let withBanner: TestApp;

beforeAll(async () => {
  plain = await createTestApp();
  withBanner = await createTestApp({ env: { CONSENT_SCRIPT_URL: 'https://consent.example.net/banner.js' } });
});
afterAll(async () => {
  await withBanner.close();
  await plain.close();
});

describe('consent banner script (spec 1)', () => {
  it('is none by default, and the CSP allows our own scripts only', async () => {
    const res = await plain.app.inject({ url: '/api/site-config' });
    expect(res.json()).toEqual({ status: 200, consentScriptUrl: null });
    const page = await plain.app.inject({ url: '/login' });
    expect(String(page.headers['content-security-policy'])).toMatch(/script-src 'self';/);
  });

  it('is served from configuration, and its origin alone joins the script sources', async () => {
    const res = await withBanner.app.inject({ url: '/api/site-config' });
    expect(res.json()).toEqual({ status: 200, consentScriptUrl: 'https://consent.example.net/banner.js' });
    const page = await withBanner.app.inject({ url: '/login' });
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self' https://consent.example.net;");
  });

  it('refuses a configuration that is not an http(s) address', () => {
    expect(() => loadConfig({ CONSENT_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(/CONSENT_SCRIPT_URL/);
  });
});
