import sharp from 'sharp';
import { CONTENT_IMAGE_MAX_BYTES } from '@portal/contract/entities/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../db/factories/staff';
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
