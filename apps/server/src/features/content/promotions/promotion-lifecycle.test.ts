import { and, eq } from 'drizzle-orm';
import type { Notification, Promotion } from '@portal/contract';
import type { ContentSummary } from '@portal/contract/entities/content';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { completePromotionFields } from '../../../db/factories/content';
import { createDonor } from '../../../db/factories/donors';
import { createStaff } from '../../../db/factories/staff';
import { auditLog } from '../../../db/schema/index';
import { signIn, signInStaff } from '../../../test/sign-in';
import { createTestApp, TEST_NOW, type TestApp } from '../../../test/test-app';

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
  await createDonor(t.database.db, { email: 'promo-reader@example.com' });
  donor = (await signIn(t, 'promo-reader@example.com')).token;
});
afterAll(() => t.close());
afterEach(() => t.clock.set(TEST_NOW));

const as = <T>(res: { statusCode: number; body: string; json<U>(): U }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const create = async (fields = completePromotionFields('Spring bonus')) =>
  as<{ id: string; version: number }>(await t.call('content/savePromotion', { fields }, { token: editor }));
const summary = async (id: string) =>
  as<{ items: ContentSummary[] }>(await t.call('content/listContent', { kind: 'promotion' }, { token: editor })).items.find(
    (i) => i.id === id,
  );
const donorPromotion = (id: string, lang: 'en' | 'es' = 'en') =>
  t.call('marketing/getSinglePromotion', { promotionID: id, lang }, { token: donor });
const donorList = async (lang: 'en' | 'es' = 'en') =>
  as<{ data: Notification[] }>(await t.call('notification/getNotificationsPagination', { page: 1, limit: 50, lang }, { token: donor }))
    .data;
const publish = (id: string, expectedVersion: number, extra: { publishAt?: string; expireAt?: string | null } = {}) =>
  t.call('content/publishContent', { kind: 'promotion', id, expectedVersion, expireAt: null, ...extra }, { token: editor });

describe('a promotion through its lifecycle', () => {
  it('is a draft donors cannot open, then shown at its publish time in both languages, in the modal and the list', async () => {
    const { id } = await create();
    expect(await summary(id)).toMatchObject({ state: 'draft', publishAt: null, title: { en: 'Spring bonus' } });
    expect((await donorPromotion(id)).statusCode).toBe(404);
    expect((await donorList()).map((n) => n.refId)).not.toContain(id);

    const publishAt = new Date(t.clock.now().getTime() + WINDOW);
    expect(as<{ state: string }>(await publish(id, 1, { publishAt: publishAt.toISOString() })).state).toBe('scheduled');
    t.clock.set(new Date(publishAt.getTime() - 1));
    expect((await donorPromotion(id)).statusCode).toBe(404);

    t.clock.set(publishAt);
    expect(await summary(id)).toMatchObject({ state: 'published' });
    expect(as<{ promotion: Promotion }>(await donorPromotion(id, 'es')).promotion).toMatchObject({
      type: 'campaign',
      title: 'Spring bonus (es)',
      description: 'Dona dos veces esta semana.',
      objective: 'Dos donaciones.',
      body: [{ tag: 'bullet', text: 'En cualquier centro', index: 0 }],
      images: [{ properties: { imageURL: '/content/rewards.svg' } }],
      rewards: { select: 'points', value: 150 },
      rewardStartDate: '2026-01-01T00:00:00.000Z',
      plasmaName: 'Test Plasma',
      surveyQuestions: null,
    });
    expect(as<{ promotion: Promotion }>(await donorPromotion(id, 'en')).promotion.title).toBe('Spring bonus');
    expect((await donorList('es')).find((n) => n.refId === id)).toMatchObject({
      type: 'campaign',
      title: 'Spring bonus (es)',
      message: 'Dona dos veces esta semana.',
      creationTS: publishAt.toISOString(),
    });
  });

  it('retires at once and restores an earlier revision, each step audited', async () => {
    const { id } = await create(completePromotionFields('Original'));
    as(await publish(id, 1));
    const changed = completePromotionFields('Original');
    changed.title.es = 'Cambiado';
    changed.rewardPoints = 300;
    as(await t.call('content/savePromotion', { id, expectedVersion: 2, fields: changed }, { token: editor }));
    expect(as<{ promotion: Promotion }>(await donorPromotion(id, 'es')).promotion).toMatchObject({
      title: 'Cambiado',
      rewards: { value: 300 },
    });

    const { changes } = as<{ changes: unknown[] }>(
      await t.call('content/compareRevisions', { kind: 'promotion', id, from: 2, to: 3 }, { token: editor }),
    );
    expect(changes).toEqual([
      { field: 'fields.title.es', before: 'Original (es)', after: 'Cambiado' },
      { field: 'fields.rewardPoints', before: 150, after: 300 },
    ]);
    const restored = await t.call('content/restoreRevision', { kind: 'promotion', id, version: 2, expectedVersion: 3 }, { token: editor });
    expect(as<{ version: number }>(restored).version).toBe(4);
    expect(as<{ promotion: Promotion }>(await donorPromotion(id, 'es')).promotion).toMatchObject({
      title: 'Original (es)',
      rewards: { value: 150 },
    });

    expect(
      as<{ state: string }>(await t.call('content/retireContent', { kind: 'promotion', id, expectedVersion: 4 }, { token: editor })).state,
    ).toBe('retired');
    expect((await donorPromotion(id)).statusCode).toBe(404);
    expect((await donorList()).map((n) => n.refId)).not.toContain(id);

    const rows = await t.database.db
      .select({ action: auditLog.action, objectType: auditLog.objectType })
      .from(auditLog)
      .where(and(eq(auditLog.objectId, id), eq(auditLog.staffId, editorId)));
    expect(rows.map((r) => r.action).sort()).toEqual([
      'content/publishContent',
      'content/restoreRevision',
      'content/retireContent',
      'content/savePromotion',
      'content/savePromotion',
    ]);
    expect(new Set(rows.map((r) => r.objectType))).toEqual(new Set(['promotion']));
  });

  it('cannot be published with an English or Spanish field empty: 400 naming each field', async () => {
    const fields = completePromotionFields('Half');
    fields.description.es = '';
    fields.objective.en = ' ';
    fields.plasmaName = '';
    const { id } = await create(fields);
    const res = await publish(id, 1);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; fields: { path: string }[] }>();
    expect(body.code).toBe('contentIncomplete');
    expect(body.fields.map((f) => f.path).sort()).toEqual(['fields.description.es', 'fields.objective.en', 'fields.plasmaName']);
    expect(await summary(id)).toMatchObject({ state: 'draft', version: 1 });
  });

  it('refuses a reward that ends before it starts, naming the field', async () => {
    const fields = {
      ...completePromotionFields('Backwards'),
      rewardStartsAt: '2026-03-01T00:00:00.000Z',
      rewardEndsAt: '2026-02-01T00:00:00.000Z',
    };
    const res = await t.call('content/savePromotion', { fields }, { token: editor });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: { path: string }[] }>().fields.map((f) => f.path)).toContain('params.fields.rewardEndsAt');
  });
});

describe('who may edit promotions', () => {
  it('refuses other staff roles (403) and donors (401)', async () => {
    const { id } = await create();
    for (const role of ['center_staff', 'donor_care'] as const) {
      const staff = await createStaff(t.database.db, role);
      const token = await signInStaff(t, staff.email);
      expect((await t.call('content/savePromotion', { fields: completePromotionFields() }, { token })).statusCode).toBe(403);
      expect((await t.call('content/getPromotion', { id }, { token })).statusCode).toBe(403);
      expect(
        (await t.call('content/publishContent', { kind: 'promotion', id, expectedVersion: 1, expireAt: null }, { token })).statusCode,
      ).toBe(403);
    }
    expect((await t.call('content/getPromotion', { id }, { token: donor })).statusCode).toBe(401);
    expect(await summary(id)).toMatchObject({ state: 'draft', version: 1 });
  });
});
