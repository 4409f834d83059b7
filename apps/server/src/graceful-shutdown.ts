import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { ProcessStatus } from './lib/process-status';

export interface ShutdownOptions {
  app: FastifyInstance;
  status: ProcessStatus;
  /** SHUTDOWN_DELAY_MS: serving on while not ready, until the balancer has noticed. */
  delayMs: number;
  /** SHUTDOWN_TIMEOUT_MS: then, what requests in flight and a running job get to finish. */
  timeoutMs: number;
  /** What the app does not own and closes last (the database). */
  closeResources(): Promise<void>;
  exit(code: number): void;
}

/**
 * What a process does on SIGTERM (docs/operations.md): readiness 503 at once; keep serving for the delay, every reply
 * closing its connection; then stop accepting, let requests in flight and a running job finish, close the pools and exit
 * 0. A second signal, or the timeout, exits at once with 1. The returned function is the signal handler.
 */
export function gracefulShutdown(options: ShutdownOptions): (signal: string) => Promise<void> {
  const { app, status } = options;
  let begun = false;
  return async (signal) => {
    if (begun) {
      app.log.warn({ signal }, 'shutdown: second signal, exiting now');
      options.exit(1);
      return;
    }
    begun = true;
    status.draining = true;
    app.log.info(
      { signal, delayMs: options.delayMs, timeoutMs: options.timeoutMs },
      'shutdown: not ready, serving until the balancer notices',
    );
    await sleep(options.delayMs);
    app.log.info('shutdown: no new connections; finishing requests in flight and running jobs');
    const timer = setTimeout(() => {
      app.log.error('shutdown: timed out with work still running, exiting now');
      options.exit(1);
    }, options.timeoutMs);
    try {
      await app.close();
      await options.closeResources();
      app.log.info('shutdown: done');
      options.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown: failed to close cleanly');
      options.exit(1);
    } finally {
      clearTimeout(timer);
    }
  };
}
