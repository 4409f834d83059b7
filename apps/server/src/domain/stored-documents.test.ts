import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createDocument } from '../db/factories/documents';
import { createDonor } from '../db/factories/donors';
import { createStaff } from '../db/factories/staff';
import { signIn, signInStaff } from '../test/sign-in';
import { createTestApp, TEST_NOW, type TestApp } from '../test/test-app';
import { openSecondHandle } from '../test/test-database';

/**
 * Two server instances on one database, each keeping the documents donors read whole (decision 036): the tips and
 * education store and the rewards copy. On PostgreSQL they have separate pools and notice listeners, as two server
 * processes do; on the embedded database they share its client.
 */
let a: TestApp;
let b: TestApp;
let second: Database;
let donor: string;
let editor: string;

const tipList = (title: string) => ({ title, sections: [{ header: 'Drink water', bullets: [{ text: 'Two glasses before.' }] }] });
const rules = (title: string) => ({ title, intro: 'How levels work.', levels: [], footnote: 'Terms apply.' });

beforeAll(async () => {
  a = await createTestApp();
  second = openSecondHandle(a.database);
  b = await createTestApp({ database: second });
  // Unannounced, so no notice of it is still on its way when a test reads the copy.
  await withoutNotices('education_contents', () =>
    createDocument(a.database.db, 'beforeDonation', { en: tipList('Before you donate'), es: tipList('Antes de donar') }),
  );
  donor = (await signIn(a, (await createDonor(a.database.db)).email!)).token;
  editor = await signInStaff(a, (await createStaff(a.database.db, 'content_editor')).email);
});
afterAll(async () => {
  await b.close();
  if (second !== a.database) await second.close();
  await a.close();
});

async function tipsTitle(t: TestApp, lang: 'en' | 'es' = 'en'): Promise<string | undefined> {
  const res = await t.call('stickyAnnouncement/getBeforeDonationTips', { lang }, { token: donor });
  if (res.statusCode === 404) return undefined;
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: { title: string } }>().content.title;
}

/** Changes a table without telling anyone, as if its trigger did not exist. */
async function withoutNotices(table: 'education_contents' | 'reward_content', change: () => Promise<unknown>): Promise<void> {
  await a.database.db.execute(sql.raw(`alter table ${table} disable trigger user`));
  try {
    await change();
  } finally {
    await a.database.db.execute(sql.raw(`alter table ${table} enable trigger user`));
  }
}

describe(`the documents kept by each instance (${process.env.DATABASE_URL ? 'PostgreSQL, two pools' : 'embedded database'})`, () => {
  it('are served from the process once read: a change the database does not announce is not seen', async () => {
    expect(await tipsTitle(b)).toBe('Before you donate');
    await withoutNotices('education_contents', () =>
      a.database.db.execute(
        sql`update education_contents set content = jsonb_set(content, '{en,title}', '"Silent"') where key = 'beforeDonation'`,
      ),
    );
    expect(await tipsTitle(b)).toBe('Before you donate');
  });

  it('an editor’s save on one instance is read on the other within a second, in both languages', async () => {
    const item = (await a.call('content/getDocument', { id: 'beforeDonation' }, { token: editor })).json<{ item: { version: number } }>()
      .item;
    const saved = await a.call(
      'content/saveDocument',
      { id: 'beforeDonation', expectedVersion: item.version, fields: { en: tipList('Get ready'), es: tipList('Prepárate') } },
      { token: editor },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    await expect.poll(() => tipsTitle(b), { timeout: 1_000, interval: 10 }).toBe('Get ready');
    expect(await tipsTitle(b, 'es')).toBe('Prepárate');
  });

  it('an editor’s save is read at once on her own instance, with no notice: the commit drops that process’s copy', async () => {
    expect(await tipsTitle(a)).toBe('Get ready');
    const { version } = (await a.call('content/getDocument', { id: 'beforeDonation' }, { token: editor })).json<{
      item: { version: number };
    }>().item;
    await withoutNotices('education_contents', async () => {
      const saved = await a.call(
        'content/saveDocument',
        { id: 'beforeDonation', expectedVersion: version, fields: { en: tipList('Ready, set'), es: tipList('Listos') } },
        { token: editor },
      );
      expect(saved.statusCode, saved.body).toBe(200);
    });
    expect(await tipsTitle(a)).toBe('Ready, set');
    // The other instance heard nothing: it still answers from its copy.
    expect(await tipsTitle(b)).toBe('Get ready');
  });

  it('a document scheduled ahead appears on its time from the copy, without a notice', async () => {
    await createDocument(
      a.database.db,
      'generalTips',
      { en: tipList('General tips'), es: tipList('Consejos generales') },
      { publishAt: new Date(new Date(TEST_NOW).getTime() + 5 * 60_000), expireAt: null, retiredAt: null },
    );
    const general = async (t: TestApp) => {
      const res = await t.call('stickyAnnouncement/getDonationTips', {}, { token: donor });
      return res.statusCode === 200 ? res.json<{ content: { content: { title: string } } }>().content.content.title : res.statusCode;
    };
    // The creation's notice has reached the other instance, whose next read loads the scheduled row into its copy.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await general(b)).toBe(404);
    // Changed unannounced: a read from the database would now say "Silent"; the copy keeps the scheduled text.
    await withoutNotices('education_contents', () =>
      a.database.db.execute(
        sql`update education_contents set content = jsonb_set(content, '{en,title}', '"Silent"') where key = 'generalTips'`,
      ),
    );
    b.clock.set(new Date(new Date(TEST_NOW).getTime() + 6 * 60_000).toISOString());
    try {
      expect(await general(b)).toBe('General tips');
    } finally {
      b.clock.set(TEST_NOW);
    }
  });

  it('the rewards copy too: a retired membership rules page is gone on the other instance within a second', async () => {
    // Created unannounced, so no notice of this test is still on its way when the copy is read.
    await withoutNotices('reward_content', () =>
      createDocument(a.database.db, 'membership_rules', { en: rules('Membership levels'), es: rules('Niveles de membresía') }),
    );
    const title = async (t: TestApp) => {
      const res = await t.call('stickyAnnouncement/getMembershipRules', {}, { token: donor });
      return res.statusCode === 200 ? res.json<{ content: { title: string } }>().content.title : res.statusCode;
    };
    await expect.poll(() => title(b), { timeout: 1_000, interval: 10 }).toBe('Membership levels');
    await withoutNotices('reward_content', () =>
      a.database.db.execute(
        sql`update reward_content set body = jsonb_set(body, '{en,title}', '"Silent"') where kind = 'membership_rules'`,
      ),
    );
    expect(await title(b)).toBe('Membership levels');
    const { version } = (await a.call('content/getDocument', { id: 'membership_rules' }, { token: editor })).json<{
      item: { version: number };
    }>().item;
    const retired = await a.call(
      'content/retireContent',
      { kind: 'document', id: 'membership_rules', expectedVersion: version },
      { token: editor },
    );
    expect(retired.statusCode, retired.body).toBe(200);
    await expect.poll(() => title(b), { timeout: 1_000, interval: 10 }).not.toBe('Membership levels');
  });
});
