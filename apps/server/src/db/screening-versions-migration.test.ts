import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigrationDatabase } from '../test/migration-database';

/** Migration 0025 on checks and surveys as the code before it stored them: each row becomes a published or retired version. */
let opened: Awaited<ReturnType<typeof openMigrationDatabase>>;

const rows = async (query: ReturnType<typeof sql>) =>
  ((await opened.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
const text = { en: 'Text', es: 'Texto' };
const day = (n: number) => new Date(Date.UTC(2026, 0, n)).toISOString();

beforeAll(async () => {
  opened = await openMigrationDatabase('portal_screening');
  const { db } = opened.database;
  for (const tag of opened.tags.filter((tag) => tag < '0025')) await opened.applyMigration(tag);
  const document = JSON.stringify({ kind: 'checkin', pages: [] });
  // Two check-in questionnaires (the older replaced), and two qualification checks both left active by hand.
  await db.execute(sql`insert into screening_checks (id, kind, active, document, created_at) values
    ('checkin-a', 'checkin', false, ${document}::jsonb, ${day(1)}),
    ('checkin-b', 'checkin', true, ${document}::jsonb, ${day(2)}),
    ('qual-a', 'qualification', true, ${document}::jsonb, ${day(1)}),
    ('qual-b', 'qualification', true, ${document}::jsonb, ${day(3)})`);
  const json = JSON.stringify(text);
  for (const [n, active] of [
    [1, true],
    [2, true],
  ] as const) {
    await db.execute(sql`insert into feedback_surveys (active, title, additional_information, additional_feedback_label, empty_fields_error, questions, created_at)
      values (${active}, ${json}::jsonb, ${json}::jsonb, ${json}::jsonb, ${json}::jsonb, '[]'::jsonb, ${day(n)})`);
  }
  await opened.applyMigration('0025_screening-versions');
});
afterAll(() => opened.close());

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
    const error = await opened.database.db.execute(sql`update screening_checks set active = true where id = 'qual-a'`).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Error);
  });
});
