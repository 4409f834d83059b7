import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { COMPRESSION_THRESHOLD_BYTES, jsonReply } from './compression';

const server = Fastify({ logger: false });
/** A JSON body of exactly `size` bytes. */
const bodyOf = (size: number) => ({ text: 'x'.repeat(size - '{"text":""}'.length) });
server.get<{ Querystring: { size: string } }>('/json', { compress: false }, async (request, reply) =>
  jsonReply(request, reply, bodyOf(Number(request.query.size))),
);
const get = (size: number, acceptEncoding?: string) =>
  server.inject({ url: `/json?size=${size}`, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await server.close();
});

describe('gateway replies and the compression threshold', () => {
  it('sends a reply under the threshold as it is, even to a client that takes compression', async () => {
    const res = await get(COMPRESSION_THRESHOLD_BYTES - 1, 'gzip, br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual(bodyOf(COMPRESSION_THRESHOLD_BYTES - 1));
  });

  it('compresses from the threshold on: brotli first, then gzip, and says it varies by accept-encoding', async () => {
    const br = await get(COMPRESSION_THRESHOLD_BYTES, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(bodyOf(COMPRESSION_THRESHOLD_BYTES));
    const gzip = await get(4096, 'gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.length).toBeLessThan(4096);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(bodyOf(4096));
  });

  it('sends plain JSON to a client that takes no compression', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'gzip;q=0, br;q=0.0']) {
      const res = await get(4096, acceptEncoding);
      expect(res.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(res.json()).toEqual(bodyOf(4096));
    }
  });

  it('the gateway answers a small read uncompressed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/gateway',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br' },
      payload: JSON.stringify({ serviceName: 'system', serviceType: 'nothing', params: {} }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
