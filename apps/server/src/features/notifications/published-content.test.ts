import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createDonor } from '../../db/factories/donors';
import { createNews, createPromotion, type NewsInput } from '../../db/factories/marketing';
import { signIn } from '../../test/sign-in';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app';
import { openSecondHandle } from '../../test/test-database';

/**
 * Two server instances on one database, each keeping the articles and promotions donors may see (decision 037). On
 * PostgreSQL they have separate pools and notice listeners, as two server processes do.
 */
let a: TestApp;
let b: TestApp;
let second: Database;
let donor: string;

const now = new Date(TEST_NOW);
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
const article = (id: string, title: string, publishedAt: Date): NewsInput => ({
  id,
  category: 'updates',
  content: {
    en: { title, body: [{ tag: 'body', text: `${title} body`, marginBottom: 0, index: 0 }] },
    es: { title: `${title} (es)`, body: [] },
  },
  publishedAt,
  announce: true,
});

beforeAll(async () => {
  a = await createTestApp();
  second = openSecondHandle(a.database);
  b = await createTestApp({ database: second });
  donor = (await signIn(a, (await createDonor(a.database.db)).email!)).token;
});
afterAll(async () => {
  await b.close();
  if (second !== a.database) await second.close();
  await a.close();
});

/** Changes the tables without telling anyone, as if their triggers did not exist. */
async function withoutNotices(change: () => Promise<unknown>): Promise<void> {
  await a.database.db.execute(sql.raw('alter table news disable trigger user'));
  await a.database.db.execute(sql.raw('alter table promotions disable trigger user'));
  try {
    await change();
  } finally {
    await a.database.db.execute(sql.raw('alter table news enable trigger user'));
    await a.database.db.execute(sql.raw('alter table promotions enable trigger user'));
  }
}

async function listTitles(t: TestApp): Promise<string[]> {
  const res = await t.call('notification/getNotificationsPagination', { page: 1, limit: 50 }, { token: donor });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { title: string }[] }>().data.map((row) => row.title);
}

const articleTitle = async (t: TestApp, newsID: string) => {
  const res = await t.call('marketing/searchNewsByID', { newsID }, { token: donor });
  return res.statusCode === 200 ? res.json<{ news: { content: { title: string } } }>().news.content.title : res.statusCode;
};

describe(`articles and promotions kept by each instance (${process.env.DATABASE_URL ? 'PostgreSQL, two pools' : 'embedded database'})`, () => {
  it('are served from the process once read: a change the database does not announce is not seen', async () => {
    // b's copy is made before the article is written: it can then show the article only once b has dropped it on the
    // article's notice, so no notice is still on its way when the change below is made unannounced (a late one would
    // copy that change).
    expect(await listTitles(b)).not.toContain('Kept article');
    await createNews(a.database.db, article('kept-1', 'Kept article', minutes(-60)));
    await expect.poll(() => listTitles(b), { timeout: 1_000, interval: 10 }).toContain('Kept article');
    expect(await articleTitle(b, 'kept-1')).toBe('Kept article');
    await withoutNotices(() =>
      a.database.db.execute(sql`update news set content = jsonb_set(content, '{en,title}', '"Silent"') where id = 'kept-1'`),
    );
    expect(await listTitles(b)).toContain('Kept article');
    expect(await articleTitle(b, 'kept-1')).toBe('Kept article');
  });

  it('a change on one instance is read on the other within a second: a retired article and a new promotion', async () => {
    await a.database.db.execute(sql`update news set retired_at = ${minutes(-1).toISOString()} where id = 'kept-1'`);
    await expect.poll(() => articleTitle(b, 'kept-1'), { timeout: 1_000, interval: 10 }).toBe(404);
    expect(await listTitles(b)).not.toContain('Silent');
    await createPromotion(a.database.db, {
      id: 'promo-kept',
      type: 'news',
      title: { en: 'Double points', es: 'Puntos dobles' },
      description: { en: 'This weekend.', es: 'Este fin de semana.' },
      objective: { en: '', es: '' },
      plasmaName: 'Demo Plasma',
      plasmaAddress: '1 Main St',
      imageUrls: [],
      announce: true,
      publishedAt: minutes(-5),
    });
    await expect.poll(() => listTitles(b), { timeout: 1_000, interval: 10 }).toContain('Double points');
    const single = await b.call('marketing/getSinglePromotion', { promotionID: 'promo-kept' }, { token: donor });
    expect(single.json()).toMatchObject({ status: 200, promotion: { title: 'Double points' } });
  });

  it('an article scheduled ahead appears on its time from the copy, without a notice', async () => {
    // As above, b's copy is made before the article is written; read at the article's time, it shows the article once
    // b has handled its notice.
    expect(await articleTitle(b, 'later-1')).toBe(404);
    await createNews(a.database.db, article('later-1', 'Later article', minutes(5)));
    b.clock.set(minutes(6).toISOString());
    await expect.poll(() => articleTitle(b, 'later-1'), { timeout: 1_000, interval: 10 }).toBe('Later article');
    b.clock.set(TEST_NOW);
    expect(await articleTitle(b, 'later-1')).toBe(404);
    expect(await listTitles(b)).not.toContain('Later article');
    // Changed unannounced: a read from the database would now say "Silent"; the copy keeps the scheduled text.
    await withoutNotices(() =>
      a.database.db.execute(sql`update news set content = jsonb_set(content, '{en,title}', '"Silent"') where id = 'later-1'`),
    );
    b.clock.set(minutes(6).toISOString());
    try {
      expect(await articleTitle(b, 'later-1')).toBe('Later article');
      expect(await listTitles(b)).toContain('Later article');
    } finally {
      b.clock.set(TEST_NOW);
    }
  });
});
