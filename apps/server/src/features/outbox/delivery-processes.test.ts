import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messagesOutbox } from '../../db/schema/index';
import { LEASE_MS } from '../../domain/messaging/delivery-schedule';
import { createMessenger, type OutgoingMessage } from '../../domain/messaging/messenger';
import { systemClock } from '../../lib/clock';
import { freePort } from '../../test/free-port';
import { startSmtpPeer, type SmtpPeer } from '../../test/smtp-peer';
import { postgresUrlOf } from '../../test/test-database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startWorkerProcess } from '../../test/worker-process';

/**
 * Exactly-once delivery with real OS processes (issue 30): two delivery workers (`test/delivery-worker.ts`, the
 * production messenger in a process and pool of its own) claim from one PostgreSQL database and send to a real SMTP
 * peer; a worker killed (SIGKILL) between its claim and its send leaves the message to the next process once the
 * claim's lease has passed, sent then and only then. PostgreSQL only: the embedded database belongs to one process.
 */
const onPostgres = Boolean(inject('postgresUrl'));
const WORKER = fileURLToPath(new URL('../../test/delivery-worker.ts', import.meta.url));

let t: TestApp;
let peer: SmtpPeer;
let databaseUrl: string;

interface Worker {
  child: ChildProcess;
  /** Stops it as the job engine is stopped (SIGTERM) and answers how many messages it tried. */
  stop(): Promise<number>;
}

/** Every worker started, so none outlives the file whatever a test's outcome. */
const started: ChildProcess[] = [];

async function startWorker(env: Record<string, string> = {}): Promise<Worker> {
  const { child, output } = await startWorkerProcess(
    WORKER,
    { DATABASE_URL: databaseUrl, SMTP_URL: `smtp://127.0.0.1:${peer.port}`, ...env },
    started,
  );
  return {
    child,
    async stop() {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
      return Number(/tried (\d+)/.exec(output())?.[1] ?? Number.NaN);
    },
  };
}

const mail = (to: string): OutgoingMessage => ({ channel: 'email', to, template: 'passwordChanged', lang: 'en', values: {} });
const receivedBy = (to: string) => peer.received.filter((m) => m.to.includes(to));

/** Records messages as a process without a provider does, then makes them all due at once. */
async function queue(destinations: string[]): Promise<void> {
  const parked = createMessenger({ db: t.database.db, clock: systemClock, brandName: 'Acme Plasma' });
  for (const to of destinations) await parked.send(mail(to));
  await t.database.db.update(messagesOutbox).set({ nextAttemptAt: new Date() }).where(inArray(messagesOutbox.destination, destinations));
}

const rowsTo = (destinations: string[]) =>
  t.database.db.select().from(messagesOutbox).where(inArray(messagesOutbox.destination, destinations));

describe.skipIf(!onPostgres)('outbox delivery by two OS processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    peer = await startSmtpPeer(await freePort());
    t = await createTestApp();
    databaseUrl = postgresUrlOf(t.database) ?? '';
  }, 60_000);
  afterAll(async () => {
    for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await t.close();
    await peer.stop();
  });

  it('sends each message once when two worker processes claim from the same outbox', { timeout: 90_000 }, async () => {
    const workers = await Promise.all([startWorker(), startWorker()]);
    const destinations = Array.from({ length: 60 }, (_, i) => `two.processes.${i}@example.com`);
    const began = performance.now();
    try {
      await queue(destinations);
      await expect
        .poll(async () => (await rowsTo(destinations)).filter((row) => row.state === 'sent').length, { timeout: 60_000 })
        .toBe(destinations.length);
    } finally {
      const tried = await Promise.all(workers.map((worker) => worker.stop()));
      process.stdout.write(
        `two worker processes: ${destinations.length} messages sent in ${(performance.now() - began).toFixed(0)} ms, tried ${tried.join(' + ')}\n`,
      );
      expect(tried.reduce((a, b) => a + b, 0)).toBe(destinations.length);
    }
    for (const to of destinations) expect(receivedBy(to), to).toHaveLength(1);
    expect((await rowsTo(destinations)).every((row) => row.attempts === 1)).toBe(true);
  });

  it('sends a message whose process was killed between claim and send after a restart, once', { timeout: 90_000 }, async () => {
    // An SMTP server that takes the connection and never greets: the first worker hangs inside its send.
    const held = new Set<Socket>();
    const silent = createServer((socket) => held.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const to = 'killed.mid.send@example.com';
    try {
      const dying = await startWorker({
        SMTP_URL: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`,
        MESSAGE_SEND_TIMEOUT_MS: '60000',
      });
      await queue([to]);
      await expect.poll(async () => (await rowsTo([to]))[0]?.state, { timeout: 30_000 }).toBe('sending');
      const killed = once(dying.child, 'exit');
      dying.child.kill('SIGKILL');
      await killed;

      // Restarted within the claim's lease: the message still belongs to the dead process; nothing is sent.
      const early = await startWorker();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await early.stop()).toBe(0);
      expect((await rowsTo([to]))[0]?.state).toBe('sending');

      // Once the lease has passed (the worker's clock set past it), the next process sends it, once.
      const restarted = await startWorker({ WORKER_CLOCK_AHEAD_MS: String(LEASE_MS + 1_000) });
      await expect.poll(async () => (await rowsTo([to]))[0]?.state, { timeout: 30_000 }).toBe('sent');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await restarted.stop()).toBe(1);
    } finally {
      for (const socket of held) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
    expect(receivedBy(to)).toHaveLength(1);
    const [row] = await t.database.db.select().from(messagesOutbox).where(eq(messagesOutbox.destination, to));
    expect(row).toMatchObject({ state: 'sent', attempts: 2 });
  });
});
