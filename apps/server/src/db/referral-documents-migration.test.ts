import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentContent } from '../features/content/documents/document-content';
import { openMigrationDatabase } from '../test/migration-database';
import { contentRevisions } from './schema/index';

type Opened = Awaited<ReturnType<typeof openMigrationDatabase>>;
let opened: Opened;
const texts = (title: string) => ({
  en: { title, header: 'Header', footer: 'Footer', uniqueCodeTitle: 'Your code' },
  es: { title: `${title} (es)`, header: 'Encabezado', footer: 'Pie', uniqueCodeTitle: 'Tu código' },
});

beforeAll(async () => {
  opened = await openMigrationDatabase('portal_referral_documents');
  const at = opened.tags.indexOf('0026_visit-texts-and-referral-documents');
  expect(at).toBeGreaterThan(0);
  for (const tag of opened.tags.slice(0, at)) await opened.applyMigration(tag);
  const { db } = opened.database;
  const insert = (id: string, title: string, createdAt: string, active: boolean) =>
    db.execute(
      sql`insert into referral_programs (id, texts, active, created_at) values (${id}, ${JSON.stringify(texts(title))}::jsonb, ${active}, ${createdAt})`,
    );
  await insert('referral-2025', 'Old program', '2025-01-01T00:00:00Z', true);
  await insert('referral-2026', 'Offered program', '2026-01-01T00:00:00Z', true);
  await insert('referral-draft', 'Inactive program', '2026-02-01T00:00:00Z', false);
  for (const tag of opened.tags.slice(at)) await opened.applyMigration(tag);
});
afterAll(() => opened.close());

describe('migration 0026: the referral program becomes a document', () => {
  it('publishes every program since its creation; the offered one is the document, at version 1 with a first revision', async () => {
    const { db } = opened.database;
    // PGlite and node-postgres both answer raw SQL with `{ rows }`; the shared database type leaves it open.
    const result = (await db.execute(sql`select published_at = created_at as published from referral_programs`)) as unknown as {
      rows: { published: boolean }[];
    };
    expect(result.rows.map((row) => row.published)).toEqual([true, true, true]);
    const item = await documentContent.find(db, 'referral_program');
    expect(item).toMatchObject({ id: 'referral_program', version: 1, fields: texts('Offered program') });
    expect(item?.window.publishAt?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    const revisions = await db
      .select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.kind, 'document'), eq(contentRevisions.itemId, 'referral_program')));
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({ version: 1, action: 'create', savedBy: null });
    expect((revisions[0]?.snapshot as { fields: unknown }).fields).toEqual(texts('Offered program'));
  });
});
