import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { gracefulShutdown } from './graceful-shutdown';
import { createProcessStatus } from './lib/process-status';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.app.close();
  await t?.database.close().catch(() => undefined);
  t = undefined;
});

/** A gateway call whose body arrives in two halves `gapMs` apart: a request in flight across the shutdown's delay. */
function slowCall(port: number, gapMs: number): { done: Promise<{ status: number; body: string }>; socket: Promise<http.ClientRequest> } {
  const body = JSON.stringify({ serviceName: 'location', serviceType: 'searchCenters', params: { state: 'TX' } });
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/gateway',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const done = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
  });
  request.write(body.slice(0, 10));
  const socket = sleep(gapMs).then(() => {
    request.end(body.slice(10));
    return request;
  });
  return { done, socket };
}

async function startListening(): Promise<{ port: number; status: ReturnType<typeof createProcessStatus>; app: TestApp }> {
  const status = createProcessStatus({ jobs: false });
  t = await createTestApp({ status });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { port: (t.app.server.address() as AddressInfo).port, status, app: t };
}

describe('graceful shutdown (SIGTERM)', () => {
  it(
    'is not ready at once, serves through the delay, finishes the request in flight, then refuses and exits 0',
    { timeout: 20_000 },
    async () => {
      const { port, status, app } = await startListening();
      const exits: number[] = [];
      const shutdown = gracefulShutdown({
        app: app.app,
        status,
        delayMs: 1_000,
        timeoutMs: 5_000,
        closeResources: () => app.database.close(),
        exit: (code) => exits.push(code),
      });
      const slow = slowCall(port, 2_000);
      await sleep(100);
      const stopping = shutdown('SIGTERM');

      const readyNow = await fetch(`http://127.0.0.1:${port}/api/ready`);
      expect(readyNow.status).toBe(503);
      expect(readyNow.headers.get('connection')).toBe('close');
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

      await stopping;
      expect(exits).toEqual([0]);
      const reply = await slow.done;
      expect(reply.status).toBe(200);
      expect(JSON.parse(reply.body)).toMatchObject({ status: 200 });
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    },
  );

  it('exits at once with 1 on a second signal, and when requests outlast the timeout', { timeout: 20_000 }, async () => {
    const { port, status, app } = await startListening();
    const exits: number[] = [];
    const shutdown = gracefulShutdown({
      app: app.app,
      status,
      delayMs: 0,
      timeoutMs: 1_000,
      closeResources: () => app.database.close(),
      exit: (code) => exits.push(code),
    });
    // Headers and half a body, and then nothing: a request that would hold the shutdown for REQUEST_TIMEOUT_MS.
    const stuck = slowCall(port, 60_000);
    stuck.done.catch(() => undefined);
    await sleep(100);
    const started = Date.now();
    const stopping = shutdown('SIGTERM');
    await sleep(200);
    expect(exits).toEqual([]);
    await shutdown('SIGTERM');
    expect(exits).toEqual([1]);
    await sleep(1_200);
    expect(exits).toEqual([1, 1]);
    expect(Date.now() - started).toBeLessThan(3_000);
    app.app.server.closeAllConnections();
    await stopping;
  });
});
