import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logLines } from '../../test/log-lines';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Issue 28: every reply carries `X-Request-Id`, every log line of the request the same id; a balancer's id is kept only when trusted. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const direct = logLines();
const behindBalancer = logLines();
let t: TestApp;
let proxied: TestApp;

beforeAll(async () => {
  t = await createTestApp({ logStream: direct.logStream });
  proxied = await createTestApp({ logStream: behindBalancer.logStream, env: { TRUST_PROXY: 'true' } });
  for (const app of [t.app, proxied.app]) {
    app.get('/api/test/failing', () => {
      throw new Error('a bug');
    });
  }
});
afterAll(async () => {
  await t.close();
  await proxied.close();
});

/** The id a reply carries, failing the test when it has none. */
function replyId(res: LightMyRequestResponse): string {
  const id = res.headers['x-request-id'];
  expect(typeof id, `x-request-id on a ${res.statusCode}`).toBe('string');
  return String(id);
}

/** The messages logged under a request id. */
function messagesOf(lines: string[], id: string): string[] {
  return lines
    .map((line) => JSON.parse(line) as { requestId?: string; msg?: string })
    .filter((entry) => entry.requestId === id)
    .map((entry) => entry.msg ?? '');
}

describe('request ids', () => {
  it('gives every reply an id of its own: 200, 400, 404, 413 and 500', async () => {
    const replies = [
      await t.app.inject({ url: '/api/health' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/gateway',
        headers: { 'content-type': 'application/json' },
        payload: '{"serviceName":',
      }),
      await t.app.inject({ url: '/api/no-such-route' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/gateway',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ padding: 'x'.repeat(1_100_000) }),
      }),
      await t.app.inject({ url: '/api/test/failing' }),
    ];
    expect(replies.map((res) => res.statusCode)).toEqual([200, 400, 404, 413, 500]);
    const ids = replies.map(replyId);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
    // The 5xx reply's body names the same id the header does.
    expect(replies[4]?.json<{ requestId: string }>().requestId).toBe(ids[4]);
  });

  it('writes the id on every log line of the request: the access log and the error', async () => {
    const ok = replyId(await t.app.inject({ url: '/api/health' }));
    const failed = replyId(await t.app.inject({ url: '/api/test/failing' }));
    expect(messagesOf(direct.lines, ok)).toEqual(['incoming request', 'request completed']);
    expect(messagesOf(direct.lines, failed)).toEqual(['incoming request', 'request failed', 'request completed']);
  });

  it('ignores a sent id when no proxy is trusted', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'balancer-7f3a' } });
    expect(replyId(res)).toMatch(UUID);
  });

  it('keeps the balancer’s id when the proxy is trusted, and logs under it', async () => {
    const sent = 'lb-7f3a:42.node_1';
    const res = await proxied.app.inject({ url: '/api/no-such-route', headers: { 'x-request-id': sent } });
    expect(res.statusCode).toBe(404);
    expect(replyId(res)).toBe(sent);
    expect(messagesOf(behindBalancer.lines, sent)).toContain('request completed');
    expect(replyId(await proxied.app.inject({ url: '/api/health' }))).toMatch(UUID);
  });

  it('replaces a hostile or odd id from the balancer with its own', async () => {
    for (const sent of ['<script>alert(1)</script>', 'a'.repeat(129), 'two words', '', '"quoted"', 'id%0d%0aSet-Cookie:x']) {
      const res = await proxied.app.inject({ url: '/api/health', headers: { 'x-request-id': sent } });
      expect(replyId(res), sent).toMatch(UUID);
      expect(behindBalancer.lines.join('')).not.toContain(sent || '"requestId":""');
    }
  });
});
