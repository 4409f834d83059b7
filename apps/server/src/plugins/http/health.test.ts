import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { logLines as capturedLines } from '../../test/log-lines';
import { createTestApp, type TestApp } from '../../test/test-app';

const { logStream, lines: logLines } = capturedLines();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ logStream });
  await createDonor(t.database.db, { email: 'private.person@example.com', phoneNumber: '5125559876' });
});
afterAll(async () => {
  await t.app.close();
  // The last test closes the database on purpose; closing it again may throw.
  await t.database.close().catch(() => undefined);
});

describe('health, failures and logs', () => {
  it('answers liveness', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200 });
  });

  it('never logs passwords, tokens or e-mails', async () => {
    const ok = await t.call('authentication/login', { username: 'private.person@example.com', password: 'Plasma#2026' });
    const token = ok.json<{ token: string }>().token;
    await t.call('authentication/login', { username: 'private.person@example.com', password: 'Secret#Wrong1' });
    await t.call('authentication/logout', {}, { token });
    const logged = logLines.join('');
    expect(logged).toContain('/api/gateway');
    for (const secret of ['private.person', 'Plasma#2026', 'Secret#Wrong1', token, '5125559876']) {
      expect(logged).not.toContain(secret);
    }
  });

  it('hides 5xx details from the caller, logs them under the request id; readiness answers 503, liveness 200', async () => {
    await t.database.close();
    const res = await t.call('authentication/login', { username: 'private.person@example.com', password: 'Plasma#2026' });
    expect(res.statusCode).toBe(500);
    const body = res.json<{ status: number; code: string; message: string; requestId: string }>();
    expect(body).toMatchObject({
      status: 500,
      code: 'internalError',
      message: 'Something went wrong on our side. Please try again later.',
    });
    expect(Object.keys(body).sort()).toEqual(['code', 'message', 'requestId', 'status']);
    const errorLine = logLines.find((line) => line.includes('request failed'));
    expect(errorLine).toContain(body.requestId);
    expect(errorLine).not.toContain('private.person');

    const ready = await t.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'unready',
      checks: { process: 'serving', database: 'down', migrations: 'unknown', jobs: 'off' },
    });
    expect(ready.body).not.toMatch(/postgres:|127\.0\.0\.1|password/i);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
