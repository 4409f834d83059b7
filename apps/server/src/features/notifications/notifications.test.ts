import type { Notification } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { createNotification } from '../../db/factories/notifications';
import { signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const MINUTE = 60_000;
type Page = { totalCount: number; page: number; isExpire: boolean; data: Notification[] };

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createDonor(t.database.db, { email: 'many@example.com' });
  const other = await createDonor(t.database.db, { email: 'other@example.com' });
  const now = t.clock.now().getTime();
  // 23 notifications, the newest first by i; two share one instant to check the tie order.
  for (let i = 0; i < 23; i += 1) {
    await createNotification(t.database.db, {
      donorId: owner.id,
      type: 'inbox',
      title: { en: `Title ${i}`, es: `Título ${i}` },
      message: { en: `Message ${i}`, es: `Mensaje ${i}` },
      createdAt: new Date(now - (i === 5 ? 4 : i) * MINUTE),
    });
  }
  await createNotification(t.database.db, {
    donorId: other.id,
    type: 'news',
    title: { en: 'Not yours', es: 'No es tuya' },
    message: { en: 'x', es: 'x' },
    createdAt: new Date(now),
  });
});
afterAll(() => t.close());

async function page(token: string, params: { page?: number; limit?: number; lang?: 'en' | 'es' }): Promise<Page> {
  const res = await t.call('notification/getNotificationsPagination', params, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
}

describe('notification/getNotificationsPagination', () => {
  it('pages the donor’s own notifications, newest first, 10 by default, without overlap', async () => {
    const { token } = await signIn(t, 'many@example.com');
    const first = await page(token, { page: 1 });
    expect(first).toMatchObject({ totalCount: 23, page: 1, isExpire: false });
    expect(first.data).toHaveLength(10);
    expect(first.data[0]?.title).toBe('Title 0');
    const seq = first.data.map((n) => n.seqDate);
    expect([...seq].sort((a, b) => b - a)).toEqual(seq);

    const second = await page(token, { page: 2, limit: 10 });
    const third = await page(token, { page: 3, limit: 10 });
    expect(third.data).toHaveLength(3);
    expect(third.isExpire).toBe(true);
    const ids = [...first.data, ...second.data, ...third.data].map((n) => n.notificationID);
    expect(new Set(ids).size).toBe(23);
    expect((await page(token, { page: 4 })).data).toEqual([]);
  });

  it('loads everything at once when asked for the total ("Load All Content") and ends exactly at the total', async () => {
    const { token } = await signIn(t, 'many@example.com');
    const all = await page(token, { page: 1, limit: 23 });
    expect(all.data).toHaveLength(23);
    expect(all.isExpire).toBe(true);
    expect((await page(token, { page: 1, limit: 22 })).isExpire).toBe(false);
  });

  it('answers the texts in the language asked for', async () => {
    const { token } = await signIn(t, 'many@example.com');
    const es = await page(token, { page: 1, lang: 'es' });
    expect(es.data[0]).toMatchObject({ title: 'Título 0', message: 'Mensaje 0', type: 'inbox' });
  });

  it('refuses bad paging values with the fields named, and visitors', async () => {
    const { token } = await signIn(t, 'many@example.com');
    const bad = await t.call('notification/getNotificationsPagination', { page: 0, limit: 1000 }, { token });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json<{ fields: { path: string }[] }>()
        .fields.map((f) => f.path)
        .sort(),
    ).toEqual(['params.limit', 'params.page']);
    expect((await t.call('notification/getNotificationsPagination', { page: 1 })).statusCode).toBe(401);
  });
});
