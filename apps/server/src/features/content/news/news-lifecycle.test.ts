import { and, eq } from 'drizzle-orm';
import type { Notification } from '@portal/contract';
import type { ContentSummary } from '@portal/contract/entities/content';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { completeNewsFields, createArticle } from '../../../db/factories/content';
import { createDonor } from '../../../db/factories/donors';
import { createStaff } from '../../../db/factories/staff';
import { auditLog, contentRevisions } from '../../../db/schema/index';
import { signIn, signInStaff } from '../../../test/sign-in';
import { createTestApp, TEST_NOW, type TestApp } from '../../../test/test-app';

// Shorter than a session (an hour), so the same tokens serve the whole window.
const WINDOW = 10 * 60_000;
let t: TestApp;
let editor: string;
let editorId: string;
let donor: string;

beforeAll(async () => {
  t = await createTestApp();
  const staff = await createStaff(t.database.db, 'content_editor');
  editorId = staff.id;
  editor = await signInStaff(t, staff.email);
  await createDonor(t.database.db, { email: 'reader@example.com' });
  donor = (await signIn(t, 'reader@example.com')).token;
});
afterAll(() => t.close());
// Sessions live a few hours: each test starts from the same instant.
afterEach(() => t.clock.set(TEST_NOW));

const as = <T>(res: { statusCode: number; body: string; json<U>(): U }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const create = async (fields = completeNewsFields('Lifecycle')) =>
  as<{ id: string; version: number }>(await t.call('content/saveNews', { fields }, { token: editor }));
const summary = async (id: string) =>
  as<{ items: ContentSummary[] }>(await t.call('content/listContent', { kind: 'news' }, { token: editor })).items.find((i) => i.id === id);
const donorNews = (id: string, lang: 'en' | 'es' = 'en') => t.call('marketing/searchNewsByID', { newsID: id, lang }, { token: donor });
const donorList = async (lang: 'en' | 'es' = 'en') =>
  as<{ data: Notification[] }>(await t.call('notification/getNotificationsPagination', { page: 1, limit: 50, lang }, { token: donor }))
    .data;

describe('an article through its lifecycle', () => {
  it('is a draft donors cannot see, scheduled, then shown at exactly its publish time and hidden at its expiry', async () => {
    const { id } = await create();
    expect(await summary(id)).toMatchObject({ state: 'draft', publishAt: null });
    expect((await donorNews(id)).statusCode).toBe(404);

    const publishAt = new Date(t.clock.now().getTime() + WINDOW);
    const expireAt = new Date(publishAt.getTime() + WINDOW);
    const scheduled = await t.call(
      'content/publishContent',
      { kind: 'news', id, expectedVersion: 1, publishAt: publishAt.toISOString(), expireAt: expireAt.toISOString() },
      { token: editor },
    );
    expect(as<{ state: string }>(scheduled).state).toBe('scheduled');
    expect((await donorNews(id)).statusCode).toBe(404);
    expect((await donorList()).map((n) => n.refId)).not.toContain(id);

    t.clock.set(new Date(publishAt.getTime() - 1));
    expect((await donorNews(id)).statusCode).toBe(404);
    t.clock.set(publishAt);
    expect(await summary(id)).toMatchObject({ state: 'published' });
    expect(as<{ news: { content: { title: string } } }>(await donorNews(id, 'en')).news.content.title).toBe('Lifecycle');
    expect(as<{ news: { content: { title: string; body: { tag: string }[] } } }>(await donorNews(id, 'es')).news.content).toMatchObject({
      title: 'Lifecycle (es)',
      body: [{ tag: 'h2' }, { tag: 'body' }, { tag: 'bullet' }, { tag: 'img' }, { tag: 'accordion' }, { tag: 'linkbutton' }],
    });
    expect((await donorList('es')).find((n) => n.refId === id)).toMatchObject({
      type: 'news_updates',
      title: 'Lifecycle (es)',
      message: 'Primer párrafo.',
      creationTS: publishAt.toISOString(),
    });

    t.clock.set(expireAt);
    expect(await summary(id)).toMatchObject({ state: 'expired' });
    expect((await donorNews(id)).statusCode).toBe(404);
    expect((await donorList()).map((n) => n.refId)).not.toContain(id);
  });

  it('is shown by a second server process at the same instant, with no job or timer', async () => {
    const second = await createTestApp({ database: t.database });
    try {
      const { id } = await create();
      const publishAt = new Date(t.clock.now().getTime() + WINDOW);
      as(
        await t.call(
          'content/publishContent',
          { kind: 'news', id, expectedVersion: 1, publishAt: publishAt.toISOString(), expireAt: null },
          { token: editor },
        ),
      );
      second.clock.set(publishAt);
      expect((await second.call('marketing/searchNewsByID', { newsID: id }, { token: donor })).statusCode).toBe(200);
      expect((await donorNews(id)).statusCode).toBe(404);
    } finally {
      await second.close();
    }
  });

  it('cannot be published with an English or Spanish field empty: 400 naming each field', async () => {
    const fields = completeNewsFields('Half');
    fields.title.es = '';
    fields.blocks[1] = { tag: 'body', text: { en: 'Only English', es: '  ' }, marginBottom: 0 };
    fields.blocks[5] = { tag: 'linkbutton', text: { en: 'Go', es: 'Ir' }, url: '', marginBottom: 0 };
    const { id } = await create(fields);
    const res = await t.call('content/publishContent', { kind: 'news', id, expectedVersion: 1, expireAt: null }, { token: editor });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; fields: { path: string }[] }>();
    expect(body.code).toBe('contentIncomplete');
    expect(body.fields.map((f) => f.path).sort()).toEqual(['fields.blocks.1.text.es', 'fields.blocks.5.url', 'fields.title.es']);
    expect(await summary(id)).toMatchObject({ state: 'draft', version: 1 });
  });

  it('refuses to blank a field of a live article (the fallback is not a habit)', async () => {
    const article = await createArticle(t.database.db, { window: { publishAt: t.clock.now(), expireAt: null, retiredAt: null } });
    const fields = completeNewsFields('Live');
    fields.title.en = '';
    const res = await t.call('content/saveNews', { id: article.id, expectedVersion: 1, fields }, { token: editor });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: { path: string }[] }>().fields.map((f) => f.path)).toEqual(['params.fields.title.en']);
  });

  it('refuses an expiry before the publish time, and a save over a version someone else saved (409)', async () => {
    const { id } = await create();
    const publish = { kind: 'news' as const, id, expectedVersion: 1, publishAt: t.clock.now().toISOString() };
    const early = await t.call(
      'content/publishContent',
      { ...publish, expireAt: new Date(t.clock.now().getTime() - WINDOW).toISOString() },
      { token: editor },
    );
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ code: 'contentWindowInvalid', fields: [{ path: 'params.expireAt' }] });
    as(await t.call('content/saveNews', { id, expectedVersion: 1, fields: completeNewsFields('First') }, { token: editor }));
    const stale = await t.call('content/saveNews', { id, expectedVersion: 1, fields: completeNewsFields('Second') }, { token: editor });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'contentVersionConflict' });
  });

  it('retires at once and comes back when published again; each step is audited', async () => {
    const article = await createArticle(t.database.db, { window: { publishAt: t.clock.now(), expireAt: null, retiredAt: null } });
    expect((await donorNews(article.id)).statusCode).toBe(200);
    const retired = await t.call('content/retireContent', { kind: 'news', id: article.id, expectedVersion: 1 }, { token: editor });
    expect(as<{ state: string }>(retired).state).toBe('retired');
    expect((await donorNews(article.id)).statusCode).toBe(404);
    const again = await t.call(
      'content/publishContent',
      { kind: 'news', id: article.id, expectedVersion: 2, expireAt: null },
      { token: editor },
    );
    expect(as<{ state: string }>(again).state).toBe('published');
    expect((await donorNews(article.id)).statusCode).toBe(200);
    const rows = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.objectId, article.id), eq(auditLog.staffId, editorId)));
    expect(rows.map((r) => r.action).sort()).toEqual(['content/publishContent', 'content/retireContent']);
  });
});

describe('block contents', () => {
  const withBlock = (block: unknown) => ({ ...completeNewsFields('Blocks'), blocks: [block] }) as never;

  it.each([
    [
      'a plain http link',
      { tag: 'linkbutton', text: { en: 'a', es: 'b' }, url: 'http://example.org', marginBottom: 0 },
      'params.fields.blocks.0.url',
    ],
    [
      'a javascript: link',
      { tag: 'linkbutton', text: { en: 'a', es: 'b' }, url: 'javascript:alert(1)', marginBottom: 0 },
      'params.fields.blocks.0.url',
    ],
    [
      'a hot-linked image',
      { tag: 'img', text: { en: 'a', es: 'b' }, url: 'https://cdn.example.org/x.png', marginBottom: 0 },
      'params.fields.blocks.0.url',
    ],
    ['raw HTML as a block kind', { tag: 'html', text: { en: '<script>', es: '<script>' }, marginBottom: 0 }, 'params.fields.blocks.0.tag'],
    ['a text too long', { tag: 'h1', text: { en: 'x'.repeat(201), es: 'y' }, marginBottom: 0 }, 'params.fields.blocks.0.text.en'],
  ])('refuses %s with 400 naming the field', async (_, block, path) => {
    const res = await t.call('content/saveNews', { fields: withBlock(block) }, { token: editor });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: { path: string }[] }>().fields.map((f) => f.path)).toContain(path);
  });
});

describe('revisions', () => {
  it('keeps every save with who and when, compares two field by field, and restores one as a new revision', async () => {
    const { id } = await create(completeNewsFields('Original'));
    t.clock.advance(60_000);
    const changed = completeNewsFields('Original');
    changed.title.es = 'Cambiado';
    changed.blocks[2] = { tag: 'bullet', text: { en: 'A new point', es: 'Un punto nuevo' }, marginBottom: 2 };
    as(await t.call('content/saveNews', { id, expectedVersion: 1, fields: changed }, { token: editor }));

    const { revisions } = as<{ revisions: { version: number; action: string; savedBy: string | null; savedAt: string }[] }>(
      await t.call('content/listRevisions', { kind: 'news', id }, { token: editor }),
    );
    expect(revisions).toEqual([
      { version: 2, action: 'save', savedBy: expect.stringMatching(/^Test content_editor/), savedAt: t.clock.now().toISOString() },
      { version: 1, action: 'create', savedBy: expect.stringMatching(/^Test content_editor/), savedAt: expect.any(String) },
    ]);

    const { changes } = as<{ changes: unknown[] }>(
      await t.call('content/compareRevisions', { kind: 'news', id, from: 1, to: 2 }, { token: editor }),
    );
    expect(changes).toEqual([
      { field: 'fields.title.es', before: 'Original (es)', after: 'Cambiado' },
      { field: 'fields.blocks.2.text.en', before: 'A point', after: 'A new point' },
      { field: 'fields.blocks.2.text.es', before: 'Un punto', after: 'Un punto nuevo' },
    ]);

    const restored = await t.call('content/restoreRevision', { kind: 'news', id, version: 1, expectedVersion: 2 }, { token: editor });
    expect(as<{ version: number }>(restored).version).toBe(3);
    const item = as<{ item: { fields: { title: { es: string } }; version: number } }>(
      await t.call('content/getNews', { id }, { token: editor }),
    ).item;
    expect(item).toMatchObject({ version: 3, fields: { title: { es: 'Original (es)' } } });
    const stored = await t.database.db.select().from(contentRevisions).where(eq(contentRevisions.itemId, id));
    expect(stored.map((r) => [r.version, r.action]).sort()).toEqual([
      [1, 'create'],
      [2, 'save'],
      [3, 'restore'],
    ]);
    expect((await t.call('content/compareRevisions', { kind: 'news', id, from: 1, to: 9 }, { token: editor })).statusCode).toBe(404);
  });
});
