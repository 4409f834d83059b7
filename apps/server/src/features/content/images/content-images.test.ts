import sharp from 'sharp';
import { DAY_MS } from '@portal/contract';
import { CONTENT_IMAGE_MAX_BYTES } from '@portal/contract/entities/content';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeNewsFields, completePromotionFields } from '../../../db/factories/content';
import { createStaff } from '../../../db/factories/staff';
import { contentImages } from '../../../db/schema/index';
import { fixedClock } from '../../../lib/clock';
import { TEST_NOW } from '../../../test/test-app';
import { purgeUnusedImages, UNUSED_IMAGE_DAYS } from './unused-images';
import { signInStaff } from '../../../test/sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let editor: string;

beforeAll(async () => {
  t = await createTestApp();
  editor = await signInStaff(t, (await createStaff(t.database.db, 'content_editor')).email);
});
afterAll(() => t.close());

const upload = (bytes: Buffer) => t.call('content/uploadImage', { data: bytes.toString('base64') }, { token: editor });

describe('content images', () => {
  it('re-encodes a JPEG without its metadata, at most 1600 px a side, and serves it from the portal', async () => {
    const photo = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#36c' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret place' } } })
      .toBuffer();
    const res = await upload(photo);
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(/^\/api\/content\/images\/[0-9a-f-]{36}$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 800]);
    expect(meta.exif).toBeUndefined();
    // The address is one the article contract accepts for a block or a cover.
    const article = await t.call(
      'content/saveNews',
      { fields: { category: 'updates', coverImage: url, announce: false, title: { en: 'a', es: 'b' }, blocks: [] } },
      { token: editor },
    );
    expect(article.statusCode, article.body).toBe(200);
  });

  it.each([
    ['a GIF', Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64')],
    ['a text file named as a picture', Buffer.from('<svg onload="alert(1)"></svg>')],
    ['a PNG cut short', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0])],
  ])('refuses %s with 415', async (_, bytes) => {
    const res = await upload(bytes);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'photoTypeInvalid' });
  });

  it('refuses a picture over the limit with 400 naming the field', async () => {
    const res = await upload(Buffer.alloc(CONTENT_IMAGE_MAX_BYTES + 1, 0xff));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, fields: [{ path: 'params.data', code: 'contentImageTooLarge' }] });
  });

  it('answers 404 for an unknown picture', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid'])
      expect((await t.app.inject({ method: 'GET', url: `/api/content/images/${id}` })).statusCode).toBe(404);
  });
});

describe('unused pictures (docs/privacy.md "Retention"), the daily job with the injected clock', () => {
  const picture = (colour: string) =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: colour } })
      .png()
      .toBuffer();
  const uploaded = async (colour: string) => {
    const res = await upload(await picture(colour));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ url: string }>().url;
  };
  const idOf = (url: string) => url.split('/').pop() ?? '';
  const served = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;

  it('deletes an upload no item and no saved version names once it is 30 days old; keeps every other', async () => {
    const cover = await uploaded('#111');
    const dropped = await uploaded('#222');
    const promoted = await uploaded('#333');
    const unused = await uploaded('#444');
    const recent = await uploaded('#555');

    // An article's cover, and a picture block that a later version removed (a restore would need it).
    const first = await t.call(
      'content/saveNews',
      {
        fields: {
          ...completeNewsFields('Pictures'),
          coverImage: cover,
          blocks: [{ tag: 'img', text: { en: 'a', es: 'b' }, url: dropped, marginBottom: 0 }],
        },
      },
      { token: editor },
    );
    expect(first.statusCode, first.body).toBe(200);
    const { id } = first.json<{ id: string }>();
    const second = await t.call(
      'content/saveNews',
      { id, expectedVersion: 1, fields: { ...completeNewsFields('Pictures'), coverImage: cover } },
      { token: editor },
    );
    expect(second.statusCode, second.body).toBe(200);
    const promotion = await t.call(
      'content/savePromotion',
      { fields: { ...completePromotionFields('Pictures'), images: [promoted] } },
      { token: editor },
    );
    expect(promotion.statusCode, promotion.body).toBe(200);

    const old = new Date(new Date(TEST_NOW).getTime() - (UNUSED_IMAGE_DAYS + 1) * DAY_MS);
    await t.database.db
      .update(contentImages)
      .set({ uploadedAt: old })
      .where(inArray(contentImages.id, [cover, dropped, promoted, unused].map(idOf)));

    const clock = fixedClock(new Date(TEST_NOW));
    expect(await purgeUnusedImages({ db: t.database.db, clock })).toBe(1);
    expect(await served(unused)).toBe(404);
    for (const url of [cover, dropped, promoted, recent]) expect(await served(url)).toBe(200);
    // A second run, here or on another process, finds nothing left.
    expect(await purgeUnusedImages({ db: t.database.db, clock })).toBe(0);
    // The recent one goes once it has been unused for 30 days.
    const later = fixedClock(new Date(new Date(TEST_NOW).getTime() + (UNUSED_IMAGE_DAYS + 1) * DAY_MS));
    expect(await purgeUnusedImages({ db: t.database.db, clock: later })).toBe(1);
    expect(await served(recent)).toBe(404);
  });
});
