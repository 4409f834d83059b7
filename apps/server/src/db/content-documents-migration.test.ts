import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentContent } from '../features/content/documents/document-content';
import { openMigrationDatabase } from '../test/migration-database';
import { contentRevisions } from './schema/index';

type Opened = Awaited<ReturnType<typeof openMigrationDatabase>>;
let opened: Opened;
const tips = { en: { title: 'General tips', sections: [] }, es: { title: 'Consejos generales', sections: [] } };
const works = { en: { title: 'How rewards work', sections: [] }, es: { title: 'Cómo funcionan', sections: [] } };

beforeAll(async () => {
  opened = await openMigrationDatabase('portal_documents');
  const at = opened.tags.indexOf('0024_content-documents');
  expect(at).toBeGreaterThan(0);
  for (const tag of opened.tags.slice(0, at)) await opened.applyMigration(tag);
  const { db } = opened.database;
  await db.execute(sql`insert into education_contents (key, content) values ('generalTips', ${JSON.stringify(tips)}::jsonb)`);
  await db.execute(sql`insert into reward_content (kind, body) values ('reward_works', ${JSON.stringify(works)}::jsonb)`);
  await opened.applyMigration('0024_content-documents');
  // The later ones too, so today's adapter (which also reads the referral program's columns, 0026) reads the rows.
  for (const tag of opened.tags.slice(at + 1)) await opened.applyMigration(tag);
});
afterAll(() => opened.close());

describe('migration 0024: documents become content items', () => {
  it('publishes the documents that existed, at version 1, each with a first revision holding its texts', async () => {
    const { db } = opened.database;
    const items = await documentContent.list(db);
    expect(items.map((item) => [item.id, item.version, item.window.expireAt, item.window.retiredAt])).toEqual([
      ['generalTips', 1, null, null],
      ['reward_works', 1, null, null],
    ]);
    for (const item of items) {
      expect(item.window.publishAt).toBeInstanceOf(Date);
      const revisions = await db
        .select()
        .from(contentRevisions)
        .where(and(eq(contentRevisions.kind, 'document'), eq(contentRevisions.itemId, item.id)));
      expect(revisions).toHaveLength(1);
      expect(revisions[0]).toMatchObject({ version: 1, action: 'create', savedBy: null });
      const snapshot = revisions[0]?.snapshot as { fields: unknown; publishAt: string; expireAt: null; retiredAt: null };
      expect(snapshot.fields).toEqual(item.id === 'generalTips' ? tips : works);
      expect(new Date(snapshot.publishAt).getTime()).toBe(item.window.publishAt?.getTime());
      expect(snapshot).toMatchObject({ expireAt: null, retiredAt: null });
    }
  });
});
