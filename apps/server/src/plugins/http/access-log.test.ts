import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logLines } from '../../test/log-lines';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Issue 12: the access log names the route, never the ids (photo capabilities) or query (e-mails) of a URL. */
const { logStream, lines } = logLines();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ logStream });
});
afterAll(() => t.close());

const PHOTO_ID = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';

describe('the access log', () => {
  it('records the route of a photo, not its id, no query, and a referral page by its pattern, not the donor’s code', async () => {
    expect((await t.app.inject({ url: `/api/profile/photo/${PHOTO_ID}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/dev/outbox?to=secret.person%40example.com' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/set-new-password?token=reset-capability-123' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/referral/referral-unique-code/K7MP2QXA' })).statusCode).toBe(404);
    const logged = lines.join('');
    expect(logged).toContain('"url":"/api/profile/photo/:id"');
    expect(logged).toContain('"url":"/api/dev/outbox"');
    expect(logged).toContain('"url":"/set-new-password"');
    expect(logged).toContain('"url":"/referral/referral-unique-code/:code"');
    for (const secret of [PHOTO_ID, 'secret.person', 'reset-capability-123', 'K7MP2QXA']) expect(logged).not.toContain(secret);
  });
});
