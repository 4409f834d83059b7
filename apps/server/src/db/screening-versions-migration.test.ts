import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { withDatabaseName } from '../test/database-names';
import { migrationsFolder, openPostgres, wrapPglite, type Database } from './client';

/** Migration 0025 on checks and surveys as the code before it stored them: each row becomes a published or retired version. */
let database: Database;
let dropDatabase: () => Promise<void> = async () => undefined;

async function openEmptyDatabase(): Promise<Database> {
  const postgresUrl = inject('postgresUrl');
  if (!postgresUrl) return wrapPglite(await PGlite.create());
  const name = `portal_screening_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name} template template0`);
  await admin.end();
  dropDatabase = async () => {
    const cleanup = new pg.Client({ connectionString: postgresUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
  return openPostgres(withDatabaseName(postgresUrl, name), 1);
}

async function applyMigration(tag: string): Promise<void> {
  const text = await readFile(`${migrationsFolder}/${tag}.sql`, 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await database.db.execute(sql.raw(statement));
  }
}

const rows = async (query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
const text = { en: 'Text', es: 'Texto' };
const day = (n: number) => new Date(Date.UTC(2026, 0, n)).toISOString();

beforeAll(async () => {
  database = await openEmptyDatabase();
  const journal = JSON.parse(await readFile(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as { entries: { tag: string }[] };
  for (const { tag } of journal.entries.filter((e) => e.tag < '0025')) await applyMigration(tag);
  const document = JSON.stringify({ kind: 'checkin', pages: [] });
  // Two check-in questionnaires (the older replaced), and two qualification checks both left active by hand.
  await database.db.execute(sql`insert into screening_checks (id, kind, active, document, created_at) values
    ('checkin-a', 'checkin', false, ${document}::jsonb, ${day(1)}),
    ('checkin-b', 'checkin', true, ${document}::jsonb, ${day(2)}),
    ('qual-a', 'qualification', true, ${document}::jsonb, ${day(1)}),
    ('qual-b', 'qualification', true, ${document}::jsonb, ${day(3)})`);
  const json = JSON.stringify(text);
  for (const [n, active] of [
    [1, true],
    [2, true],
  ] as const) {
    await database.db
      .execute(sql`insert into feedback_surveys (active, title, additional_information, additional_feedback_label, empty_fields_error, questions, created_at)
      values (${active}, ${json}::jsonb, ${json}::jsonb, ${json}::jsonb, ${json}::jsonb, '[]'::jsonb, ${day(n)})`);
  }
  await applyMigration('0025_screening-versions');
});
afterAll(async () => {
  await database.close();
  await dropDatabase();
});

describe('migration 0025: check and survey versions', () => {
  it('numbers the rows by kind, keeps the newest active one in force and retires the rest, all published at their creation', async () => {
    const checks = await rows(sql`select id, version, active, published_at is not null as published, retired_at is not null as retired
      from screening_checks order by id`);
    expect(checks.map((row) => [row.id, row.version, row.active, row.published, row.retired])).toEqual([
      ['checkin-a', 1, false, true, true],
      ['checkin-b', 2, true, true, false],
      ['qual-a', 1, false, true, true],
      ['qual-b', 2, true, true, false],
    ]);
    const surveys = await rows(sql`select version, active, retired_at is not null as retired from feedback_surveys order by created_at`);
    expect(surveys.map((row) => [row.version, row.active, row.retired])).toEqual([
      [1, false, true],
      [2, true, false],
    ]);
  });

  it('refuses a second version in force of a kind', async () => {
    const error = await database.db.execute(sql`update screening_checks set active = true where id = 'qual-a'`).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Error);
  });
});
