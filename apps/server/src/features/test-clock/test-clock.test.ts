import type { Notification } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { completeNewsFields, createArticle } from '../../db/factories/content';
import { createDonor } from '../../db/factories/donors';
import { signIn } from '../../test/sign-in';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app';

const MINUTE = 60_000;

describe('the test clock outside test mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('does not exist: 404, and the clock stays where it was', async () => {
    const move = await t.app.inject({ method: 'POST', url: '/api/test/clock', payload: { at: '2030-01-01T00:00:00Z' } });
    expect(move.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/test/clock/reset' })).statusCode).toBe(404);
    expect(t.clock.now().toISOString()).toBe(TEST_NOW);
  });

  it('is refused by the configuration in production, naming the variable', () => {
    const production = { NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32), TOTP_ENCRYPTION_KEY: 'a'.repeat(64) };
    expect(loadConfig(production).testClock).toBe(false);
    expect(() => loadConfig({ ...production, TEST_CLOCK: 'true' })).toThrow(/TEST_CLOCK: must not be set in production/);
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK: 'true' }).testClock).toBe(true);
  });
});

describe('the test clock in test mode', () => {
  let t: TestApp;
  let donor: string;
  beforeAll(async () => {
    t = await createTestApp({ testClock: true });
    await createDonor(t.database.db, { email: 'clock-reader@example.com' });
    donor = (await signIn(t, 'clock-reader@example.com')).token;
  });
  afterAll(() => t.close());

  const donorList = async () => {
    const res = await t.call('notification/getNotificationsPagination', { page: 1, limit: 50, lang: 'en' }, { token: donor });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ totalCount: number; data: Notification[] }>();
  };
  const move = (at: unknown) => t.app.inject({ method: 'POST', url: '/api/test/clock', payload: { at } });

  it('moves the clock the donor services read: a scheduled article appears at its time, and goes back on reset', async () => {
    const publishAt = new Date(Date.parse(TEST_NOW) + 5 * MINUTE);
    const article = await createArticle(t.database.db, {
      fields: completeNewsFields('On the minute'),
      window: { publishAt, expireAt: null, retiredAt: null },
    });
    const before = await donorList();
    expect(before.data.map((n) => n.refId)).not.toContain(article.id);

    const moved = await move(publishAt.toISOString());
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<{ now: string }>().now).toBe(publishAt.toISOString());
    const after = await donorList();
    expect(after.totalCount).toBe(before.totalCount + 1);
    expect(after.data[0]).toMatchObject({ refId: article.id, title: 'On the minute', creationTS: publishAt.toISOString() });

    const reset = await t.app.inject({ method: 'POST', url: '/api/test/clock/reset' });
    expect(reset.json<{ now: string }>().now).toBe(TEST_NOW);
    expect((await donorList()).data.map((n) => n.refId)).not.toContain(article.id);
  });

  it('refuses an instant that is not one, naming the field', async () => {
    const res = await move('tomorrow');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: { path: string }[] }>().fields.map((f) => f.path)).toEqual(['at']);
    expect(t.clock.now().toISOString()).toBe(TEST_NOW);
  });
});
