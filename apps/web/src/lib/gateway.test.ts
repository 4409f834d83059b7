import { errorReplySchema } from '@portal/contract/gateway';
import { describe, expect, it, vi } from 'vitest';
import { buildUser } from '../testing/build-user';
import { createCallService, createHttpClient, GATEWAY_URL, GatewayError, parseErrorReply, type HttpClientDeps } from './gateway';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(reply: Response | Error, token: string | null = 'tok') {
  const fetchMock = vi.fn<HttpClientDeps['fetch']>(async () => {
    if (reply instanceof Error) throw reply;
    return reply;
  });
  const onUnauthorized = vi.fn();
  const client = createHttpClient({
    fetch: fetchMock,
    getToken: () => token,
    getLanguage: () => 'es',
    onUnauthorized,
  });
  return { callService: createCallService(() => client), fetchMock, onUnauthorized };
}

function sentRequest(fetchMock: ReturnType<typeof setup>['fetchMock']) {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url, init, headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) as unknown };
}

describe('callService', () => {
  it('posts the envelope with the token and the current language', async () => {
    const user = buildUser();
    const { callService, fetchMock } = setup(jsonResponse(200, { status: 200, token: 't', expiresAt: 'x', user }));
    const reply = await callService('authentication/login', { username: 'donor@example.com', password: 'pw' });
    expect(reply.user.firstName).toBe('Maria');
    const sent = sentRequest(fetchMock);
    expect(sent.url).toBe(GATEWAY_URL);
    expect(sent.init?.method).toBe('POST');
    expect(sent.body).toEqual({
      serviceName: 'authentication',
      serviceType: 'login',
      params: { username: 'donor@example.com', password: 'pw' },
    });
    expect(sent.headers.get('Authorization')).toBe('Bearer tok');
    expect(sent.headers.get('Accept-Language')).toBe('es');
    expect(sent.headers.get('Content-Type')).toBe('application/json');
  });

  it('a 2xx envelope whose status is not 200 is a failure', async () => {
    const { callService } = setup(jsonResponse(200, { status: 1 }));
    await expect(callService('authentication/logout', {})).rejects.toBeInstanceOf(GatewayError);
  });

  it('sends no Authorization header when signed out', async () => {
    const { callService, fetchMock } = setup(jsonResponse(200, { status: 200 }), null);
    await callService('authentication/logout', {});
    expect(sentRequest(fetchMock).headers.has('Authorization')).toBe(false);
  });

  it('throws a GatewayError holding the error reply', async () => {
    const { callService } = setup(
      jsonResponse(429, { status: 429, code: 'tooManyAttempts', message: 'Demasiados intentos.', retryAfterSeconds: 900 }),
    );
    const error = await callService('authentication/login', { username: 'a', password: 'b' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ status: 429, code: 'tooManyAttempts', message: 'Demasiados intentos.', retryAfterSeconds: 900 });
  });

  it('keeps field errors of a 400 reply', async () => {
    const fields = [{ path: 'params.username', code: 'too_small', message: 'enterEmailOrDonorId' }];
    const { callService } = setup(jsonResponse(400, { status: 400, code: 'invalidFields', message: 'Revisa', fields }));
    await expect(callService('authentication/login', { username: '', password: '' })).rejects.toMatchObject({ fields });
  });

  it('a 401 from login is wrong credentials, not the end of the session', async () => {
    const { callService, onUnauthorized } = setup(jsonResponse(401, { status: 401, code: 'invalidCredentials', message: 'Incorrecto' }));
    await expect(callService('authentication/login', { username: 'a', password: 'b' })).rejects.toMatchObject({
      status: 401,
      code: 'invalidCredentials',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a 401 from the /Applogin exchange is a dead one-time token, not the end of the session', async () => {
    const { callService, onUnauthorized } = setup(jsonResponse(401, { status: 401, code: 'networkError', message: 'Error' }));
    await expect(callService('authentication/appLoginExchange', { token: 'used' })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a 401 from any other service ends the session', async () => {
    const { callService, onUnauthorized } = setup(
      jsonResponse(401, { status: 401, code: 'sessionExpired', message: 'Tu sesión terminó.' }),
    );
    await expect(callService('location/bylocationids', { locationids: [7] })).rejects.toBeInstanceOf(GatewayError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('turns a network failure into a GatewayError with status 0 in the current language', async () => {
    const { callService } = setup(new TypeError('Failed to fetch'));
    await expect(callService('authentication/logout', {})).rejects.toMatchObject({
      status: 0,
      code: 'networkError',
      message: '¡Error de red! Vuelve a intentarlo más tarde.',
    });
  });

  it('turns a reply that is not an error envelope into a GatewayError', async () => {
    const { callService } = setup(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(callService('authentication/logout', {})).rejects.toMatchObject({ status: 502, code: 'internalError' });
  });

  it('lets an abort through unchanged', async () => {
    const { callService } = setup(new DOMException('Aborted', 'AbortError'));
    await expect(callService('authentication/logout', {})).rejects.toHaveProperty('name', 'AbortError');
  });
});

describe('parseErrorReply', () => {
  const samples: unknown[] = [
    { status: 401, code: 'invalidCredentials', message: 'Wrong' },
    { status: 429, code: 'tooManyAttempts', message: 'Wait', retryAfterSeconds: 900 },
    { status: 400, code: 'invalidFields', message: 'Check', fields: [{ path: 'params.username', code: 'x', message: 'y' }] },
    { status: 500, code: 'internalError', message: 'Oops', requestId: 'r-1' },
    { status: 400, code: 'invalidFields', message: 'Check', fields: [{ path: 1 }] },
    { status: '401', code: 'x', message: 'y' },
    { status: 401.5, code: 'x', message: 'y' },
    { status: 401, message: 'y' },
    { status: 429, code: 'x', message: 'y', retryAfterSeconds: 'soon' },
    { status: 500, code: 'x', message: 'y', requestId: 7 },
    null,
    'Bad gateway',
    [],
  ];

  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))('agrees with the contract schema on %s', (_, sample) => {
    const parsed = errorReplySchema.safeParse(sample);
    expect(parseErrorReply(sample)).toEqual(parsed.success ? parsed.data : null);
  });
});
