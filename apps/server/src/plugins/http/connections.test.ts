import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Issue 12: a client that never finishes its headers or never sends its body is let go within the timeout
 * (plus Node's one-second check), while `/api/health` keeps answering; one address cannot hold every connection.
 * A real listening socket on 127.0.0.1, with timeouts of one second so the test stays short.
 */
const TIMEOUT_MS = 1_000;
const LET_GO_WITHIN_MS = TIMEOUT_MS + 2_500;
const IMPORT_KEY = 'connections-import-key-0123456789';
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      REQUEST_TIMEOUT_MS: String(TIMEOUT_MS),
      HEADERS_TIMEOUT_MS: String(TIMEOUT_MS),
      KEEP_ALIVE_TIMEOUT_MS: String(TIMEOUT_MS),
      MAX_CONNECTIONS_PER_ADDRESS: '8',
      OPS_API_KEY: IMPORT_KEY,
    },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

/** Opens a connection, writes `text`, and resolves with how long the server took to close it (and what it answered). */
function heldFor(text: string): Promise<{ ms: number; answer: string; socket: Socket }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    const socket = connect({ host: '127.0.0.1', port }, () => socket.write(text));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ ms: Date.now() - started, answer, socket }));
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`connection still open after ${LET_GO_WITHIN_MS} ms`));
    }, LET_GO_WITHIN_MS + 1_000).unref();
  });
}

async function health(): Promise<number> {
  return (await fetch(`http://127.0.0.1:${port}/api/health`)).status;
}

describe('slow clients', () => {
  it('closes connections whose headers or body never arrive, while /api/health answers', { timeout: 15_000 }, async () => {
    const headerless = heldFor('POST /api/gateway HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n');
    const bodyless = heldFor(
      'POST /api/gateway HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"serviceName":',
    );
    const idle = heldFor('');
    expect(await health()).toBe(200);
    const [h, b, i] = await Promise.all([headerless, bodyless, idle]);
    for (const held of [h, b, i]) expect(held.ms).toBeLessThan(LET_GO_WITHIN_MS);
    expect(await health()).toBe(200);
  });

  it('closes a new connection at once when its address already holds the maximum', { timeout: 15_000 }, async () => {
    const sockets = await Promise.all(
      Array.from(
        { length: 8 },
        () =>
          new Promise<Socket>((resolve) => {
            const socket = connect({ host: '127.0.0.1', port }, () => resolve(socket));
            socket.on('error', () => undefined);
          }),
      ),
    );
    try {
      const extra = await heldFor('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      expect(extra.answer).toBe('');
      expect(extra.ms).toBeLessThan(500);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await health()).toBe(200);
  });

  it('spares a bulk import from the request timeout while its bytes keep arriving', { timeout: 15_000 }, async () => {
    // Six lines 400 ms apart: 2.4 s in all, past the 1 s request timeout, but never idle for the 1 s idle timeout.
    const answer = await new Promise<string>((resolve) => {
      let received = '';
      const socket = connect({ host: '127.0.0.1', port }, () => {
        socket.write(
          `POST /api/ops/imports?kind=donors HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${IMPORT_KEY}\r\n` +
            'Content-Type: application/x-ndjson\r\nTransfer-Encoding: chunked\r\n\r\n',
        );
        let sent = 0;
        const timer = setInterval(() => {
          const line = `{"donorNumber":"SLOW00${sent}"}\n`;
          socket.write(`${line.length.toString(16)}\r\n${line}\r\n`);
          sent += 1;
          if (sent === 6) {
            clearInterval(timer);
            socket.write('0\r\n\r\n');
          }
        }, 400);
      });
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(received));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 202/);
    expect(answer).toContain('"totalLines":6');
    // Any other route still has its whole request within the timeout.
    const bodyless = await heldFor(
      'POST /api/gateway HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"serviceName":',
    );
    expect(bodyless.ms).toBeLessThan(LET_GO_WITHIN_MS);
  });
});
