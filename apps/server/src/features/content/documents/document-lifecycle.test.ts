import { and, eq } from 'drizzle-orm';
import type { ContentSummary } from '@portal/contract/entities/content';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDocument } from '../../../db/factories/documents';
import { createDonor } from '../../../db/factories/donors';
import { createStaff } from '../../../db/factories/staff';
import { auditLog, contentRevisions } from '../../../db/schema/index';
import { beforeDonation, generalTips, tipsMain } from '../../../db/seed/content/donation-tips';
import { educationTopics } from '../../../db/seed/content/education-topics';
import { seedRewardContent } from '../../../db/seed/demo-rewards';
import { signIn, signInStaff } from '../../../test/sign-in';
import { createTestApp, TEST_NOW, type TestApp } from '../../../test/test-app';

const WINDOW = 10 * 60_000;
let t: TestApp;
let editor: string;
let editorId: string;
let donor: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedRewardContent(t.database.db);
  await createDocument(t.database.db, 'beforeDonation', beforeDonation);
  await createDocument(t.database.db, 'generalTips', generalTips);
  await createDocument(t.database.db, 'tipsMain', tipsMain);
  const iron = educationTopics.iron;
  if (!iron) throw new Error('the seed has no iron topic');
  await createDocument(t.database.db, 'topic:iron', iron);
  const staff = await createStaff(t.database.db, 'content_editor');
  editorId = staff.id;
  editor = await signInStaff(t, staff.email);
  await createDonor(t.database.db, { email: 'reader@example.com', status: 'predonor' });
  donor = (await signIn(t, 'reader@example.com')).token;
});
afterAll(() => t.close());
afterEach(() => t.clock.set(TEST_NOW));

interface Item extends ContentSummary {
  fields: { en: Record<string, unknown>; es: Record<string, unknown> };
}

const ok = <T>(res: { statusCode: number; body: string; json<U>(): U }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const get = async (id: string) => ok<{ item: Item }>(await t.call('content/getDocument', { id }, { token: editor })).item;
const save = (id: string, expectedVersion: number, fields: unknown) =>
  t.call('content/saveDocument', { id, expectedVersion, fields: fields as { en: unknown; es: unknown } }, { token: editor });
const tips = (lang: 'en' | 'es') => t.call('stickyAnnouncement/getDonationTips', {}, { token: donor, lang });
const tipsTitle = async (lang: 'en' | 'es') => ok<{ content: { content: { title: string } } }>(await tips(lang)).content.content.title;
const fieldPaths = (res: { json<U>(): U }) => res.json<{ fields: { path: string }[] }>().fields.map((f) => f.path);

describe('a document through its lifecycle', () => {
  it('lists every seeded document, published since the seed, at version 1 with a first revision', async () => {
    const { items } = ok<{ items: ContentSummary[] }>(await t.call('content/listContent', { kind: 'document' }, { token: editor }));
    expect(items.map((item) => item.id)).toEqual(
      expect.arrayContaining(['tipsMain', 'generalTips', 'topic:iron', 'membership_rules', 'balance', 'fee_applicant']),
    );
    expect(items.find((item) => item.id === 'membership_rules')).toMatchObject({
      state: 'published',
      version: 1,
      title: { en: 'Membership levels', es: 'Niveles de membresía' },
    });
    const revisions = await t.database.db
      .select({ version: contentRevisions.version, action: contentRevisions.action })
      .from(contentRevisions)
      .where(and(eq(contentRevisions.kind, 'document'), eq(contentRevisions.itemId, 'fee_applicant')));
    expect(revisions).toEqual([{ version: 1, action: 'create' }]);
  });

  it('changes live on save for donors in both languages, since a live document stays complete', async () => {
    const item = await get('generalTips');
    const fields = { en: { ...item.fields.en, title: 'Tips, edited' }, es: { ...item.fields.es, title: 'Consejos, editados' } };
    expect(ok<{ version: number }>(await save('generalTips', item.version, fields)).version).toBe(item.version + 1);
    expect(await tipsTitle('en')).toBe('Tips, edited');
    expect(await tipsTitle('es')).toBe('Consejos, editados');
  });

  it('is scheduled and expires on the injected clock; retired, donors get the spec’s "not available" answers', async () => {
    const rules = await get('membership_rules');
    const publishAt = new Date(t.clock.now().getTime() + WINDOW);
    const expireAt = new Date(publishAt.getTime() + WINDOW);
    const scheduled = await t.call(
      'content/publishContent',
      {
        kind: 'document',
        id: 'membership_rules',
        expectedVersion: rules.version,
        publishAt: publishAt.toISOString(),
        expireAt: expireAt.toISOString(),
      },
      { token: editor },
    );
    expect(ok<{ state: string }>(scheduled).state).toBe('scheduled');
    const membership = () => t.call('stickyAnnouncement/getMembershipRules', {}, { token: donor });
    expect((await membership()).json()).toMatchObject({ status: 404, code: 'membershipError' });
    t.clock.set(publishAt);
    expect((await membership()).statusCode).toBe(200);
    t.clock.set(new Date(expireAt.getTime() - 1));
    expect((await membership()).statusCode).toBe(200);
    t.clock.set(expireAt);
    expect((await membership()).json()).toMatchObject({ status: 404, code: 'membershipError' });

    const fee = await get('fee_applicant');
    ok(await t.call('content/retireContent', { kind: 'document', id: 'fee_applicant', expectedVersion: fee.version }, { token: editor }));
    const guide = await t.call('feeStructure/getfeestructurelayout', {}, { token: donor });
    expect(guide.json()).toMatchObject({ status: 400, code: 'feeLayoutUnavailable' });
    const topic = await get('topic:iron');
    ok(await t.call('content/retireContent', { kind: 'document', id: 'topic:iron', expectedVersion: topic.version }, { token: editor }));
    const education = await t.call('stickyAnnouncement/deferralEducationCode', { code: 'iron' }, { token: donor });
    expect(education.json()).toMatchObject({ status: 404, code: 'educationNotFound' });
    ok(
      await t.call(
        'content/publishContent',
        { kind: 'document', id: 'topic:iron', expectedVersion: topic.version + 1, expireAt: null },
        { token: editor },
      ),
    );
    expect((await t.call('stickyAnnouncement/deferralEducationCode', { code: 'iron' }, { token: donor })).statusCode).toBe(200);

    const audited = await t.database.db
      .select({ action: auditLog.action, objectId: auditLog.objectId })
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'document'), eq(auditLog.staffId, editorId)));
    expect(audited).toEqual(
      expect.arrayContaining([
        { action: 'content/publishContent', objectId: 'membership_rules' },
        { action: 'content/retireContent', objectId: 'fee_applicant' },
        { action: 'content/retireContent', objectId: 'topic:iron' },
        { action: 'content/publishContent', objectId: 'topic:iron' },
      ]),
    );
  });

  it('restores an earlier revision, which donors then read; the two revisions compare field by field', async () => {
    const before = await get('beforeDonation');
    const changed = structuredClone(before.fields) as { en: { sections: { header: string }[] }; es: { sections: { header: string }[] } };
    changed.en.sections[0]!.header = 'Water first';
    changed.es.sections[0]!.header = 'Primero el agua';
    const saved = ok<{ version: number }>(await save('beforeDonation', before.version, changed));
    const read = async (lang: 'en' | 'es') =>
      ok<{ content: { sections: { header: string }[] } }>(
        await t.call('stickyAnnouncement/getBeforeDonationTips', { lang }, { token: donor }),
      ).content.sections[0]?.header;
    expect(await read('es')).toBe('Primero el agua');
    const { changes } = ok<{ changes: unknown[] }>(
      await t.call(
        'content/compareRevisions',
        { kind: 'document', id: 'beforeDonation', from: before.version, to: saved.version },
        { token: editor },
      ),
    );
    expect(changes).toEqual([
      { field: 'fields.en.sections.0.header', before: 'Drink plenty of water', after: 'Water first' },
      { field: 'fields.es.sections.0.header', before: 'Toma mucha agua', after: 'Primero el agua' },
    ]);
    const restored = await t.call(
      'content/restoreRevision',
      { kind: 'document', id: 'beforeDonation', version: before.version, expectedVersion: saved.version },
      { token: editor },
    );
    expect(ok<{ version: number }>(restored).version).toBe(saved.version + 1);
    expect(await read('en')).toBe('Drink plenty of water');
    expect(await read('es')).toBe('Toma mucha agua');
    const audit = await t.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'content/restoreRevision'), eq(auditLog.objectId, 'beforeDonation')));
    expect(audit).toEqual([{ after: { version: saved.version + 1, restoredFrom: before.version } }]);
  });

  it('refuses a save over a version someone else saved (409), and a key that names no document', async () => {
    const item = await get('tipsMain');
    ok(await save('tipsMain', item.version, item.fields));
    expect((await save('tipsMain', item.version, item.fields)).json()).toMatchObject({ status: 409, code: 'contentVersionConflict' });
    const unknown = await save('secretDocument', 1, item.fields);
    expect(unknown.statusCode).toBe(400);
    expect(fieldPaths(unknown)).toEqual(['params.id']);
    expect((await t.call('content/getDocument', { id: 'topic:nothing' }, { token: editor })).statusCode).toBe(404);
  });
});

describe('a new education topic', () => {
  it('is created as a draft donors cannot read, published once complete in both languages, then read in each', async () => {
    const draft = { en: { title: 'Sleep', body: '', bullets: [] }, es: { title: 'Sueño', body: '', bullets: [] } };
    const created = await t.call('content/saveDocument', { id: 'topic:sleep', fields: draft }, { token: editor });
    expect(ok<{ id: string; version: number }>(created)).toMatchObject({ id: 'topic:sleep', version: 1 });
    expect((await get('topic:sleep')).state).toBe('draft');
    const topic = (lang: 'en' | 'es') => t.call('stickyAnnouncement/deferralEducationCode', { code: 'sleep' }, { token: donor, lang });
    expect((await topic('en')).json()).toMatchObject({ status: 404, code: 'educationNotFound' });
    const incomplete = await t.call(
      'content/publishContent',
      { kind: 'document', id: 'topic:sleep', expectedVersion: 1, expireAt: null },
      { token: editor },
    );
    expect(incomplete.json()).toMatchObject({ status: 400, code: 'contentIncomplete' });
    expect(fieldPaths(incomplete)).toEqual(['fields.en.body', 'fields.es.body']);

    const complete = { en: { ...draft.en, body: 'Sleep well before donating.' }, es: { ...draft.es, body: 'Duerme bien antes de donar.' } };
    ok(await save('topic:sleep', 1, complete));
    ok(
      await t.call(
        'content/publishContent',
        { kind: 'document', id: 'topic:sleep', expectedVersion: 2, expireAt: null },
        { token: editor },
      ),
    );
    expect(ok<{ layout: { body: string } }>(await topic('es')).layout.body).toBe('Duerme bien antes de donar.');
    expect(ok<{ layout: { title: string } }>(await topic('en')).layout.title).toBe('Sleep');

    const again = await t.call('content/saveDocument', { id: 'topic:sleep', fields: draft }, { token: editor });
    expect(again.json()).toMatchObject({ status: 409, code: 'documentExists' });
    // Two editors creating the same topic at once: one creates it, the other is told it exists (never a 500).
    const racing = await Promise.all(
      [0, 1].map(() => t.call('content/saveDocument', { id: 'topic:rest', fields: draft }, { token: editor })),
    );
    expect(racing.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const audited = await t.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'content/saveDocument'), eq(auditLog.objectId, 'topic:sleep')));
    expect(audited.map((row) => row.after)).toContainEqual({ version: 1, state: 'draft' });
  });
});

describe('bad input', () => {
  it('refuses an empty Spanish field of a live document: 400 naming it, the donor still reads the old text', async () => {
    const item = await get('tipsMain');
    const es = structuredClone(item.fields.es) as { buttons: { name: string }[] };
    es.buttons[1]!.name = ' ';
    const res = await save('tipsMain', item.version, { en: item.fields.en, es });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'contentIncomplete' });
    expect(fieldPaths(res)).toEqual(['params.fields.es.buttons.1.name']);
    expect(res.json<{ message: string }>().message).not.toContain('params.');
    const main = ok<{ layout: { buttons: { name: string }[] } }>(
      await t.call('stickyAnnouncement/donationTipsMain', {}, { token: donor, lang: 'es' }),
    );
    expect(main.layout.buttons[1]?.name).toBe((item.fields.es as { buttons: { name: string }[] }).buttons[1]?.name);
  });

  it.each([
    [
      'a plain http partner link',
      (d: Balance) => void (d.en.third_parties[0]!.redirect = 'http://example.org'),
      'params.fields.en.third_parties.0.redirect',
    ],
    [
      'a hot-linked picture',
      (d: Balance) => void (d.en.third_parties[0]!.image = 'https://cdn.example.org/x.png'),
      'params.fields.en.third_parties.0.image',
    ],
    ['a text too long', (d: Balance) => void (d.es.texts[0] = 'x'.repeat(301)), 'params.fields.es.texts.0'],
    ['a wrong shape', (d: Balance) => void ((d.es as unknown as { texts: unknown }).texts = 'one'), 'params.fields.es.texts'],
    ['a row only in English', (d: Balance) => void d.en.texts.push('Extra'), 'params.fields.es.texts'],
    [
      'a link set differently per language',
      (d: Balance) => void (d.es.third_parties[0]!.redirect = 'https://example.org/es'),
      'params.fields.es.third_parties.0.redirect',
    ],
  ])('refuses %s with 400 naming the field', async (_, spoil, path) => {
    const item = await get('balance');
    const fields = structuredClone(item.fields) as unknown as Balance;
    spoil(fields);
    const res = await save('balance', item.version, fields);
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldPaths(res)).toContain(path);
  });

  it('is for content editors and admins only: 403 for other staff, 401 for donors', async () => {
    const admin = await signInStaff(t, (await createStaff(t.database.db, 'admin')).email);
    expect((await t.call('content/getDocument', { id: 'balance' }, { token: admin })).statusCode).toBe(200);
    const manager = await signInStaff(t, (await createStaff(t.database.db, 'center_manager')).email);
    expect((await t.call('content/getDocument', { id: 'balance' }, { token: manager })).statusCode).toBe(403);
    const item = await get('balance');
    expect(
      (await t.call('content/saveDocument', { id: 'balance', expectedVersion: item.version, fields: item.fields }, { token: manager }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.call('content/saveDocument', { id: 'balance', expectedVersion: item.version, fields: item.fields }, { token: donor }))
        .statusCode,
    ).toBe(401);
  });
});

interface Balance {
  en: { texts: string[]; third_parties: { redirect: string; image: string }[] };
  es: { texts: string[]; third_parties: { redirect: string; image: string }[] };
}
