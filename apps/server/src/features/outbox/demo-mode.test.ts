import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { logLines } from '../../test/log-lines';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Issue 12: demo conveniences are explicit. The outbox shows codes sent to anyone, so it must never open by accident. */
const POSTGRES = 'postgres://portal@db.example.invalid:5432/portal';

describe('when demo mode is on', () => {
  it('is on by default only for the embedded database with demo data, outside production', () => {
    expect(loadConfig({}).demoMode).toBe(true);
    expect(loadConfig({ DATABASE_URL: POSTGRES }).demoMode).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'false' }).demoMode).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32), TOTP_ENCRYPTION_KEY: 'a'.repeat(64) }).demoMode).toBe(false);
    expect(loadConfig({ DATABASE_URL: POSTGRES, DEMO_MODE: 'true' }).demoMode).toBe(true);
    expect(loadConfig({ DEMO_MODE: 'false' }).demoMode).toBe(false);
  });
});

describe('the demo outbox and its warning', () => {
  const demoLog = logLines();
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp({ logStream: demoLog.logStream });
  });
  afterAll(() => demo.close());

  it('warns at start that demo mode is on', () => {
    const warning = demoLog.lines.find((line) => line.includes('DEMO MODE is on'));
    expect(warning).toContain('"level":40');
    expect(warning).toContain('DEMO_MODE=false');
  });

  it('refuses to list the outbox without a destination', async () => {
    const res = await demo.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: { path: string }[] }>().fields.map((f) => f.path)).toEqual(['query.to']);
    expect((await demo.app.inject({ method: 'GET', url: '/api/dev/outbox?to=' })).statusCode).toBe(400);
  });

  it('is off, without a warning, when DATABASE_URL is set and DEMO_MODE is not', async () => {
    const log = logLines();
    const operator = await createTestApp({ database: demo.database, env: { DATABASE_URL: POSTGRES }, logStream: log.logStream });
    try {
      const res = await operator.app.inject({ method: 'GET', url: '/api/dev/outbox?to=donor%40example.com' });
      expect(res.statusCode).toBe(404);
      expect(log.lines.join('')).not.toContain('DEMO MODE');
    } finally {
      await operator.close();
    }
  });

  it('is on with DATABASE_URL when DEMO_MODE=true says so', async () => {
    const operator = await createTestApp({ database: demo.database, env: { DATABASE_URL: POSTGRES, DEMO_MODE: 'true' } });
    try {
      const res = await operator.app.inject({ method: 'GET', url: '/api/dev/outbox?to=donor%40example.com' });
      expect(res.statusCode).toBe(200);
    } finally {
      await operator.close();
    }
  });
});
