import { PHOTO_MAX_BYTES } from '@portal/contract';
import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DRAIN_MAX_BYTES } from './unread-bodies';

/**
 * Issue 28: a body over a limit reaches the client as its 413, never as a reset. A real listening socket, as a
 * browser meets it: the client writes its body in chunks and goes on writing after the server has answered, the
 * way a browser uploading a photo does; four uploads at a time.
 */
let t: TestApp;
let port: number;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await createDonor(t.database.db, { email: 'uploader@example.com' });
  token = (await signIn(t, 'uploader@example.com')).token;
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

const CHUNK_BYTES = 64 * 1024;

/** 1.5 MiB of JSON to the gateway, over its 1 MiB body limit. */
const oversizedJson = Buffer.from(
  JSON.stringify({ serviceName: 'profile', serviceType: 'updateProfile', params: { note: 'x'.repeat(1.5 * 1024 * 1024) } }),
);

const boundary = '----portal-oversized-boundary';
/** A photo 256 KiB over the upload's limit, as a browser's form sends it. */
const oversizedPhoto = Buffer.concat([
  Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
  Buffer.alloc(PHOTO_MAX_BYTES + 256 * 1024, 0xff),
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);

interface Outcome {
  route: 'json' | 'chunked json' | 'photo';
  status?: number;
  error?: string;
}

/**
 * Sends `body` in chunks, writing on after an answer, with its length declared (a chunked body, which the server
 * counts as it comes, for `chunked json`), and resolves with the status read or the socket's error.
 */
function send(route: Outcome['route'], path: string, headers: Record<string, string>, body: Buffer): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path,
      agent: false,
      headers: route === 'chunked json' ? headers : { ...headers, 'content-length': String(body.length) },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ route, status: res.statusCode }));
      res.on('error', (error) => resolve({ route, error: error.message }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ route, error: error.code ?? error.message }));
    // One chunk at a time, the next once the last is written, as a browser's upload goes at the network's pace.
    let offset = 0;
    const writeMore = () => {
      if (req.destroyed) return;
      if (offset >= body.length) {
        req.end();
        return;
      }
      const chunk = body.subarray(offset, offset + CHUNK_BYTES);
      offset += chunk.length;
      req.write(chunk, () => setImmediate(writeMore));
    };
    writeMore();
  });
}

/** Runs `count` sends, `parallel` at a time. */
async function sendMany(count: number, parallel: number, next: (index: number) => Promise<Outcome>): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let started = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (started < count) outcomes.push(await next(started++));
    }),
  );
  return outcomes;
}

/** How many outcomes of each route had each status or error: `{ 'json 413': 100, … }` when every body was answered. */
function tally(outcomes: Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) {
    const key = `${outcome.route} ${outcome.error ?? String(outcome.status)}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

describe('bodies over a limit', () => {
  it('answers 200 oversized JSON bodies and photos, four at a time, each with its 413', { timeout: 30_000 }, async () => {
    const json = { 'content-type': 'application/json' };
    const outcomes = await sendMany(200, 4, (index) =>
      index % 4 === 0
        ? send('json', '/api/gateway', json, oversizedJson)
        : index % 4 === 2
          ? send('chunked json', '/api/gateway', json, oversizedJson)
          : send(
              'photo',
              '/api/profile/photo',
              { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
              oversizedPhoto,
            ),
    );
    expect(tally(outcomes)).toEqual({ 'json 413': 50, 'chunked json 413': 50, 'photo 413': 100 });
  });

  it('does not wait for a body declared over the bound: the 413 goes out and the connection closes at once', async () => {
    const { answer, ms } = await new Promise<{ answer: string; ms: number }>((resolve) => {
      const started = Date.now();
      let answer = '';
      const socket = connect({ host: '127.0.0.1', port }, () =>
        socket.write(
          `POST /api/gateway HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${DRAIN_MAX_BYTES + 1}\r\n\r\n{"a":`,
        ),
      );
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve({ answer, ms: Date.now() - started }));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(ms).toBeLessThan(1_000);
  });
});
