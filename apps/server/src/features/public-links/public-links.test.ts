import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation } from '../../db/factories/locations';
import { createRedirectTarget, setReviewLink } from '../../db/factories/marketing';
import { qrScans } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let reviewed: number;
let bare: number;
let unsafe: number;

beforeAll(async () => {
  t = await createTestApp({ env: { APP_STORE_URL: 'https://apps.example.com/app', PLAY_STORE_URL: 'https://play.example.com/app' } });
  await createRedirectTarget(t.database.db, 'rewards', 'https://www.example.org/rewards');
  await createRedirectTarget(t.database.db, 'evil', 'javascript:alert(1)');
  reviewed = (await createLocation(t.database.db, { name: 'Reviewed', city: 'Austin', stateCode: 'TX' })).id;
  bare = (await createLocation(t.database.db, { name: 'Bare', city: 'Austin', stateCode: 'TX' })).id;
  unsafe = (await createLocation(t.database.db, { name: 'Unsafe', city: 'Austin', stateCode: 'TX' })).id;
  await setReviewLink(t.database.db, reviewed, 'https://search.google.com/local/writereview?placeid=abc');
  await setReviewLink(t.database.db, unsafe, 'data:text/html,hi');
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });

describe('POST /api/redirect360/url', () => {
  it('answers a stored http(s) target and nothing else', async () => {
    const ok = await post('/api/redirect360/url', { id: 'rewards' });
    expect(ok.json()).toEqual({ status: 200, data: { data: 'https://www.example.org/rewards' } });
    expect((await post('/api/redirect360/url', { id: 'evil' })).statusCode).toBe(404);
    expect((await post('/api/redirect360/url', { id: 'https://evil.example' })).statusCode).toBe(404);
    expect((await post('/api/redirect360/url', {})).statusCode).toBe(400);
  });
});

describe('POST /api/scan-qr', () => {
  it('records the scan and answers the configured store for the device', async () => {
    expect((await post('/api/scan-qr', { deviceID: 'dev-1', type: 'Android' })).json()).toEqual({
      status: 200,
      data: { url: 'https://play.example.com/app' },
    });
    expect((await post('/api/scan-qr', { deviceID: 'dev-2', type: 'iOS' })).json()).toMatchObject({
      data: { url: 'https://apps.example.com/app' },
    });
    expect((await post('/api/scan-qr', { deviceID: 'dev-3', type: 'unknown' })).json()).toMatchObject({
      // Without PUBLIC_URL the portal is the address the request came to (inject's default host).
      data: { url: 'http://localhost:80' },
    });
    expect((await post('/api/scan-qr', { deviceID: 'dev-4', type: 'Palm' })).statusCode).toBe(400);
    const rows = await t.database.db.select().from(qrScans).where(eq(qrScans.deviceId, 'dev-1'));
    expect(rows).toMatchObject([{ deviceType: 'Android' }]);
  });
});

describe('location/getReviewLink', () => {
  it('answers the center’s review page only when it is an http(s) address', async () => {
    expect((await t.call('location/getReviewLink', { locationId: reviewed })).json()).toMatchObject({
      url: 'https://search.google.com/local/writereview?placeid=abc',
      centerName: 'Reviewed',
    });
    expect((await t.call('location/getReviewLink', { locationId: bare })).json()).toMatchObject({ url: null, centerName: 'Bare' });
    expect((await t.call('location/getReviewLink', { locationId: unsafe })).json()).toMatchObject({ url: null });
    expect((await t.call('location/getReviewLink', { locationId: 999_999 })).json()).toMatchObject({ url: null, centerName: null });
  });
});
