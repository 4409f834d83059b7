import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureHttpClient, GatewayError, type HttpClientDeps } from './gateway';
import { getJson, postJson, postMultipart } from './rest';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The app-wide client wired as `lib/app-session.ts` does, on a stubbed fetch, signed in with 'tok' in Spanish. */
function setup(reply: Response | Error) {
  const fetchMock = vi.fn<HttpClientDeps['fetch']>(async () => {
    if (reply instanceof Error) throw reply;
    return reply;
  });
  const onUnauthorized = vi.fn();
  configureHttpClient({ fetch: fetchMock, getToken: () => 'tok', getLanguage: () => 'es', onUnauthorized });
  const sent = () => {
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    return { url, init, headers: new Headers(init?.headers) };
  };
  return { fetchMock, onUnauthorized, sent };
}

afterEach(() => configureHttpClient({ getToken: () => null, getLanguage: () => 'en', onUnauthorized: () => undefined }));

/** The REST calls (JSON, multipart, plain reads) share the gateway's token, language, 401 and error handling. */
describe.each([
  ['postJson', () => postJson('/api/app-feedback/chatbot', { parentId: null })],
  ['postMultipart', () => postMultipart('/api/profile/photo', new FormData())],
  ['getJson', () => getJson('/api/site-config')],
] as const)('%s', (_, call) => {
  it('sends the token and the current language, and returns the reply', async () => {
    const { sent } = setup(jsonResponse(200, { status: 1, message: 'ok' }));
    await expect(call()).resolves.toEqual({ status: 1, message: 'ok' });
    expect(sent().headers.get('Authorization')).toBe('Bearer tok');
    expect(sent().headers.get('Accept-Language')).toBe('es');
  });

  it('a 401 ends the session and throws the reply as a GatewayError', async () => {
    const { onUnauthorized } = setup(jsonResponse(401, { status: 401, code: 'sessionExpired', message: 'Tu sesión terminó.' }));
    await expect(call()).rejects.toMatchObject({ status: 401, code: 'sessionExpired', message: 'Tu sesión terminó.' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("keeps the server's refusal and its message", async () => {
    const { onUnauthorized } = setup(jsonResponse(413, { status: 413, code: 'photoTooLarge', message: 'La foto es muy grande.' }));
    const error = await call().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ status: 413, code: 'photoTooLarge', message: 'La foto es muy grande.' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('turns a network failure into status 0 and a reply that is not an error envelope into internalError, in the current language', async () => {
    setup(new TypeError('offline'));
    await expect(call()).rejects.toMatchObject({
      status: 0,
      code: 'networkError',
      message: '¡Error de red! Vuelve a intentarlo más tarde.',
    });
    setup(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(call()).rejects.toMatchObject({ status: 502, code: 'internalError' });
  });
});

describe('request bodies', () => {
  it('JSON is sent as JSON, multipart with the boundary the browser sets, a read as GET', async () => {
    const json = setup(jsonResponse(200, { status: 200 }));
    await postJson('/api/scan-qr', { deviceID: 'd', type: 'ios' });
    expect(json.sent().init?.method).toBe('POST');
    expect(json.sent().headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(json.sent().init?.body))).toEqual({ deviceID: 'd', type: 'ios' });

    const form = new FormData();
    const multipart = setup(jsonResponse(200, { status: 200 }));
    await postMultipart('/api/profile/photo', form);
    expect(multipart.sent().headers.has('Content-Type')).toBe(false);
    expect(multipart.sent().init?.body).toBe(form);

    const read = setup(jsonResponse(200, {}));
    await getJson('/api/site-config');
    expect(read.sent().init?.method).toBe('GET');
  });

  it('a REST reply keeps its own status field (donor care answers status 1)', async () => {
    setup(jsonResponse(200, { status: 1, message: 'Recibido', submissionID: 's-1' }));
    await expect(postJson('/api/donor-care/submission', {})).resolves.toMatchObject({ status: 1 });
  });

  it('a visitor call is sent without the token', async () => {
    const { sent } = setup(jsonResponse(200, { status: 1 }));
    await postJson('/api/donor-care/submission', {}, { token: null });
    expect(sent().headers.has('Authorization')).toBe(false);
  });
});
