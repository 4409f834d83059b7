import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { createLocation } from '../../db/factories/locations';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../../test/sign-in';

let t: TestApp;
let donorEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  const home = await createLocation(t.database.db, { name: 'Demo Plasma Austin North' });
  const donor = await createDonor(t.database.db, { homeLocationId: home.id });
  donorEmail = donor.email ?? '';
});
afterAll(() => t.close());

function post(payload: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/gateway', headers: { 'content-type': 'application/json', ...headers }, payload });
}

describe('gateway envelope', () => {
  it('answers malformed JSON with 400 and a status in the body', async () => {
    const res = await post('{"serviceName": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code: 'malformedJson', message: 'The request body is not valid JSON.' });
  });

  it('names the missing envelope fields', async () => {
    const res = await post(JSON.stringify({ params: {} }));
    expect(res.statusCode).toBe(400);
    const body = res.json<{ status: number; fields: { path: string }[] }>();
    expect(body.status).toBe(400);
    expect(body.fields.map((f) => f.path).sort()).toEqual(['serviceName', 'serviceType']);
  });

  it('refuses an unknown service with 400 naming it', async () => {
    const res = await post(JSON.stringify({ serviceName: 'reward', serviceType: 'stealPoints', params: {} }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code: 'unknownService', message: 'The service reward/stealPoints does not exist.' });
  });

  it('does not treat inherited object keys as services', async () => {
    const res = await post(JSON.stringify({ serviceName: 'constructor', serviceType: 'x' }));
    expect(res.statusCode).toBe(400);
  });

  it('names the params that fail the schema, in the caller language', async () => {
    const res = await post(
      JSON.stringify({ serviceName: 'authentication', serviceType: 'login', params: { username: '  ', password: 42 } }),
      {
        'accept-language': 'es-US,es;q=0.9',
      },
    );
    expect(res.statusCode).toBe(400);
    const body = res.json<{ fields: { path: string; message: string }[] }>();
    expect(body.fields).toEqual([
      { path: 'params.username', code: 'enterEmailOrDonorId', message: '¡Ingresa tu correo electrónico o número de donante!' },
      { path: 'params.password', code: 'enterPassword', message: '¡Ingresa tu contraseña!' },
    ]);
  });

  it('takes the language from a lang param over the header', async () => {
    const res = await post(
      JSON.stringify({ serviceName: 'authentication', serviceType: 'login', params: { username: 'x@y.z', password: 'nope', lang: 'es' } }),
    );
    expect(res.statusCode).toBe(401);
    expect(res.json<{ message: string }>().message).toBe('El correo electrónico, el número de donante o la contraseña no son correctos.');
  });
});

describe('donor services need a live token', () => {
  const read = (token?: string) => t.call('location/bylocationids', { locationids: [1] }, token ? { token } : {});

  it('401 without a token', async () => {
    const res = await read();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, code: 'sessionExpired' });
  });

  it('401 with a malformed or forged token', async () => {
    expect((await read('not-a-token')).statusCode).toBe(401);
    const { token } = await signIn(t, donorEmail);
    const [head, payload] = token.split('.');
    expect((await read(`${head}.${payload}.AAAA`)).statusCode).toBe(401);
  });

  it('401 once the token has expired', async () => {
    const { token } = await signIn(t, donorEmail);
    expect((await read(token)).statusCode).toBe(200);
    t.clock.advance(61 * 60_000);
    try {
      expect((await read(token)).statusCode).toBe(401);
    } finally {
      t.clock.advance(-61 * 60_000);
    }
  });

  it('401 after logout, while another session of the same donor lives on', async () => {
    const first = await signIn(t, donorEmail);
    const second = await signIn(t, donorEmail);
    const out = await t.call('authentication/logout', {}, { token: first.token });
    expect(out.json()).toEqual({ status: 200 });
    expect((await read(first.token)).statusCode).toBe(401);
    expect((await read(second.token)).statusCode).toBe(200);
  });

  it('validates params only after authentication, so a stranger learns nothing about them', async () => {
    const res = await t.call('location/bylocationids', { locationids: [] });
    expect(res.statusCode).toBe(401);
  });
});

describe('replies', () => {
  it('send only what the reply schema allows: never a password hash', async () => {
    const res = await t.call('authentication/login', { username: donorEmail, password: 'Plasma#2026' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/argon2|passwordHash|password_hash|identLast4/);
  });
});

describe('empty bodies', () => {
  it('answer 400 malformedJson', async () => {
    const res = await post('');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code: 'malformedJson' });
  });
});
