import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { asc, sql } from 'drizzle-orm';
import { pickLanguage, type Bilingual, type Language } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigrationDatabase } from '../test/migration-database';
import type { Database } from './client';
import { donorDeferrals, educationContents, notifications, products, rewardContent } from './schema/index';

/**
 * Migration 0006 on a copy of the demo content at schema 0005. The fixture holds the rows of the five tables
 * it rewrites, as the demo seed of commit e38d1d7 wrote them (seeded at 2026-11-20T12:00Z, `json_agg` of each
 * table): the seed now writes the new shape, so the old one can only come from that copy.
 */
const fixtureTables = ['notifications', 'products', 'donor_deferrals', 'education_contents', 'reward_content'] as const;
type FixtureTable = (typeof fixtureTables)[number];
type Row = Record<string, unknown>;

const fixtureUrl = new URL('./fixtures/demo-content-0005.json.gz', import.meta.url);

let opened: Awaited<ReturnType<typeof openMigrationDatabase>>;
let database: Database;

async function rows(query: string): Promise<Row[]> {
  // PGlite and node-postgres both answer raw SQL with `{ rows }`; the shared database type leaves it open.
  const result = (await database.db.execute(sql.raw(query))) as unknown as { rows: Row[] };
  return result.rows;
}

async function loadFixture(): Promise<Record<FixtureTable, Row[]>> {
  const fixture = JSON.parse(gunzipSync(await readFile(fixtureUrl)).toString('utf8')) as Record<FixtureTable, Row[]>;
  await database.db.transaction(async (tx) => {
    // The donors the rows point to are not part of the copy: foreign keys are not checked while loading (as pg_dump --disable-triggers).
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const table of fixtureTables) {
      const name = sql.identifier(table);
      await tx.execute(
        sql`insert into ${name} select * from json_populate_recordset(null::${name}, ${JSON.stringify(fixture[table])}::json)`,
      );
    }
  });
  return fixture;
}

async function counts(): Promise<Record<FixtureTable, number>> {
  const entries = await Promise.all(
    fixtureTables.map(async (table) => [table, Number((await rows(`select count(*) as n from ${table}`))[0]?.n)] as const),
  );
  return Object.fromEntries(entries) as Record<FixtureTable, number>;
}

const both = (row: Row, column: string): Bilingual => ({ en: String(row[`${column}_en`]), es: String(row[`${column}_es`]) });
const byKey = <T>(list: Row[], key: string, value: (row: Row) => T): Map<string, T> =>
  new Map(list.map((row) => [String(row[key]), value(row)]));

/** The texts as schema 0005 stores them, read into the new shape to compare. */
interface Texts {
  notifications: Map<string, { title: Bilingual; message: Bilingual }>;
  products: Map<string, { name: Bilingual; description: Bilingual; types: { code: string; label: Bilingual }[] }>;
  deferrals: Map<string, Bilingual>;
  education: Map<string, Bilingual<unknown>>;
  rewards: Map<string, Bilingual<unknown>>;
  /** Every other column, which the migration must leave as it was. */
  untouched: Record<string, Row[]>;
}

function perLanguage(list: Row[], key: string, lang: string, value: string): Map<string, Bilingual<unknown>> {
  const grouped = new Map<string, Bilingual<unknown>>();
  for (const row of list) {
    const entry = grouped.get(String(row[key])) ?? { en: undefined, es: undefined };
    entry[row[lang] as Language] = row[value];
    grouped.set(String(row[key]), entry);
  }
  return grouped;
}

async function untouchedColumns(moved: Record<string, string[]>): Promise<Record<string, Row[]>> {
  const entries = await Promise.all(
    Object.entries(moved).map(async ([table, columns]) => {
      const drop = columns.map((column) => `'${column}'`).join(', ');
      return [table, await rows(`select to_jsonb(t) - array[${drop}] as row from ${table} t order by id`)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

async function textsBefore(): Promise<Texts> {
  const productRows = await rows('select * from products');
  return {
    notifications: byKey(await rows('select * from notifications'), 'id', (row) => ({
      title: both(row, 'title'),
      message: both(row, 'message'),
    })),
    products: byKey(productRows, 'id', (row) => ({
      name: both(row, 'name'),
      description: both(row, 'description'),
      types: (row.types as { code: string; en: string; es: string }[]).map((t) => ({ code: t.code, label: { en: t.en, es: t.es } })),
    })),
    deferrals: byKey(await rows('select * from donor_deferrals'), 'id', (row) => both(row, 'reason')),
    education: perLanguage(await rows('select * from education_contents'), 'key', 'lang', 'content'),
    rewards: perLanguage(await rows('select * from reward_content'), 'kind', 'language', 'body'),
    untouched: await untouchedColumns({
      notifications: ['title_en', 'title_es', 'message_en', 'message_es'],
      products: ['name_en', 'name_es', 'description_en', 'description_es', 'types'],
      donor_deferrals: ['reason_en', 'reason_es'],
    }),
  };
}

/** The same texts read through the new schema, as the handlers read them. */
async function textsAfter(): Promise<Texts> {
  const { db } = database;
  return {
    notifications: byKey(
      await db
        .select({ id: notifications.id, title: notifications.title, message: notifications.message })
        .from(notifications)
        .orderBy(asc(notifications.id)),
      'id',
      (row) => ({
        title: row.title as Bilingual,
        message: row.message as Bilingual,
      }),
    ),
    products: byKey(
      await db.select({ id: products.id, name: products.name, description: products.description, types: products.types }).from(products),
      'id',
      (row) => ({
        name: row.name as Bilingual,
        description: row.description as Bilingual,
        types: row.types as { code: string; label: Bilingual }[],
      }),
    ),
    deferrals: byKey(
      await db.select({ id: donorDeferrals.id, reason: donorDeferrals.reason }).from(donorDeferrals),
      'id',
      (row) => row.reason as Bilingual,
    ),
    education: byKey(
      await db.select({ key: educationContents.key, content: educationContents.content }).from(educationContents),
      'key',
      (row) => row.content as Bilingual<unknown>,
    ),
    rewards: byKey(
      await db.select({ kind: rewardContent.kind, body: rewardContent.body }).from(rewardContent),
      'kind',
      (row) => row.body as Bilingual<unknown>,
    ),
    untouched: await untouchedColumns({
      notifications: ['title', 'message'],
      products: ['name', 'description', 'types'],
      donor_deferrals: ['reason'],
    }),
  };
}

let fixture: Record<FixtureTable, Row[]>;
let countsBefore: Record<FixtureTable, number>;
let before: Texts;
let countsAfter: Record<FixtureTable, number>;
let after: Texts;

beforeAll(async () => {
  opened = await openMigrationDatabase('portal_bilingual');
  database = opened.database;
  expect(opened.tags[6]).toBe('0006_bilingual-content');
  for (const tag of opened.tags.slice(0, 6)) await opened.applyMigration(tag);
  fixture = await loadFixture();
  countsBefore = await counts();
  before = await textsBefore();
  await opened.applyMigration('0006_bilingual-content');
  countsAfter = await counts();
  after = await textsAfter();
});
afterAll(() => opened.close());

describe('migration 0006: one bilingual shape', () => {
  it('loads the whole copy of the demo content', () => {
    for (const table of fixtureTables) expect(countsBefore[table], table).toBe(fixture[table].length);
    expect(countsBefore).toMatchObject({ notifications: 26, products: 5, donor_deferrals: 3, education_contents: 38, reward_content: 12 });
  });

  it('keeps every row, and folds the per-language rows into one row per key', () => {
    expect(countsAfter).toEqual({
      ...countsBefore,
      education_contents: countsBefore.education_contents / 2,
      reward_content: countsBefore.reward_content / 2,
    });
    expect(after.education.size).toBe(before.education.size);
    expect(after.rewards.size).toBe(before.rewards.size);
  });

  it('keeps every text in both languages', () => {
    expect(after.notifications).toEqual(before.notifications);
    expect(after.products).toEqual(before.products);
    expect(after.deferrals).toEqual(before.deferrals);
    expect(after.education).toEqual(before.education);
    expect(after.rewards).toEqual(before.rewards);
  });

  it('leaves every other column as it was', () => {
    expect(after.untouched).toEqual(before.untouched);
  });

  it('reads a sample the way the handlers do, in each language', () => {
    const notification = [...after.notifications.values()].find((n) => n.title.en === 'Welcome back!');
    const card = [...after.products.values()].find((p) => p.name.en === 'Bean & Brew Coffee');
    const deferral = [...after.deferrals.values()][0];
    const tips = after.education.get('beforeDonation') as Bilingual<{ title: string }>;
    const rules = after.rewards.get('membership_rules') as Bilingual<{ title: string }>;
    if (!notification || !card || !deferral) throw new Error('sample rows missing from the migrated copy');
    const read = (lang: Language) => ({
      notification: pickLanguage(notification.title, lang),
      product: pickLanguage(card.name, lang),
      productType: pickLanguage(card.types[0]!.label, lang),
      deferral: pickLanguage(deferral, lang).slice(0, 24),
      tips: pickLanguage(tips, lang).title,
      rules: pickLanguage(rules, lang).title,
    });
    expect(read('en')).toEqual({
      notification: 'Welcome back!',
      product: 'Bean & Brew Coffee',
      productType: 'eGift card',
      deferral: 'Your iron level (hematoc',
      tips: 'Before Donation',
      rules: 'Membership levels',
    });
    expect(read('es')).toEqual({
      notification: '¡Qué gusto verte de nuevo!',
      product: 'Café Bean & Brew',
      productType: 'Tarjeta de regalo digital',
      deferral: 'Tu nivel de hierro (hema',
      tips: 'Antes de donar',
      rules: 'Niveles de membresía',
    });
  });
});
