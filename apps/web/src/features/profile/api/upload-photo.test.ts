import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, GatewayError, type HttpClientDeps } from '../../../lib/gateway';
import { PHOTO_UPLOAD_URL, uploadPhoto } from './upload-photo';

function reply(status: number, body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });

/** The app's one client, on a stubbed fetch, as signed in with `token` in `language`. */
function client(fetch: HttpClientDeps['fetch'], { token = 't', language = 'en', onUnauthorized = vi.fn() } = {}) {
  return createHttpClient({ fetch, getToken: () => token, getLanguage: () => (language === 'es' ? 'es' : 'en'), onUnauthorized });
}

describe('uploadPhoto', () => {
  it('posts the file as multipart with the bearer token and returns the new photo path', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => reply(200, { status: 200, donorThumbnailPath: '/api/profile/photo/abc' }));
    const path = await uploadPhoto(file, client(fetch, { token: 'tok', language: 'es' }));
    expect(path).toBe('/api/profile/photo/abc');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(PHOTO_UPLOAD_URL);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok', 'Accept-Language': 'es' });
    expect(init?.body).toBeInstanceOf(FormData);
    expect((init?.body as FormData).get('photo')).toBeInstanceOf(File);
  });

  it("turns the server's refusal into its message (size, type) and reports a 401", async () => {
    const onUnauthorized = vi.fn();
    const tooLarge = { status: 413, code: 'photoTooLarge', message: 'The photo is too large. The limit is 5 MB.' };
    await expect(
      uploadPhoto(
        file,
        client(() => reply(413, tooLarge), { onUnauthorized }),
      ),
    ).rejects.toMatchObject({
      status: 413,
      message: tooLarge.message,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
    const gone = { status: 401, code: 'sessionExpired', message: 'Your session has ended.' };
    await expect(
      uploadPhoto(
        file,
        client(() => reply(401, gone), { onUnauthorized }),
      ),
    ).rejects.toBeInstanceOf(GatewayError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('reports a network failure with status 0', async () => {
    const fetch = () => Promise.reject(new TypeError('offline'));
    await expect(uploadPhoto(file, client(fetch, { token: '' }))).rejects.toMatchObject({ status: 0 });
  });

  it('a reply without the photo path is a server failure', async () => {
    await expect(
      uploadPhoto(
        file,
        client(() => reply(200, { status: 200 })),
      ),
    ).rejects.toMatchObject({ status: 502, code: 'internalError' });
  });
});
