import type { Balancer } from './haproxy';
import { gateway } from './http-client';
import { LONG_REQUEST_MS, type LoadDriver } from './load-driver';
import { sleep } from './free-port';
import type { Portal } from './portal-processes';
import type { PrivateRedis } from './redis-server';

/** One disruption of the run: its window (for the failures of requests started in it) and its figures. */
export interface Disruption {
  label: string;
  kind: 'graceful' | 'kill' | 'redis';
  portal: string | null;
  begin: number;
  /** When the signal was sent (Redis: stopped). */
  signalAt: number;
  end: number;
  exitCode: number | null;
  /** SIGTERM (or SIGKILL) to the process's exit; Redis: down time. */
  stopMs: number;
  /** Start to the balancer seeing it UP (Redis: start to listening). */
  upMs: number;
}

const UP_TIMEOUT_MS = 45_000;

/**
 * The disruptions the test makes while the load runs: each portal restarted in turn with SIGTERM, one killed with
 * SIGKILL and restarted, then Redis stopped and started on its port. Before each SIGTERM a long request is sent
 * straight to the portal (and the load keeps long ones going through the balancer), so one is in flight when the
 * signal arrives; it must be answered.
 */
export class Restarts {
  readonly disruptions: Disruption[] = [];
  /**
   * From the SIGKILL to the process's exit as its parent sees it: the kernel tears the process down before it closes
   * its sockets, so a request the balancer sent on one of its connections in this window is held by the dying process
   * (HAProxy closes the client's connection without an answer when a reused connection fails). A request in flight at
   * any moment of it may fail; one started after it may not.
   */
  killWindow: { from: number; to: number } | null = null;

  constructor(
    private readonly portals: Portal[],
    private readonly balancer: Balancer,
    private readonly redis: PrivateRedis,
    private readonly load: LoadDriver,
    private readonly heldToken: string,
  ) {}

  private async restartPortal(portal: Portal, kind: 'graceful' | 'kill'): Promise<void> {
    const begin = Date.now();
    let held: Promise<unknown> = Promise.resolve();
    if (kind === 'graceful') {
      held = this.load.timed('long', `profile/getProfile straight to ${portal.name} across its SIGTERM`, () =>
        gateway(portal.url, 'profile/getProfile', {}, { token: this.heldToken, address: '10.78.0.1', splitBodyMs: LONG_REQUEST_MS }),
      );
      await sleep(500);
    }
    const signalAt = Date.now();
    const stopped = await portal.stop(kind === 'graceful' ? 'SIGTERM' : 'SIGKILL', 30_000);
    if (kind === 'kill') this.killWindow = { from: signalAt, to: signalAt + stopped.ms };
    await this.balancer.waitForState(portal.name, 'DOWN', 10_000);
    await held;
    const startedAt = Date.now();
    portal.start();
    await this.balancer.waitForState(portal.name, 'UP', UP_TIMEOUT_MS);
    const end = Date.now();
    this.disruptions.push({
      label: `${kind === 'graceful' ? 'SIGTERM' : 'SIGKILL'} ${portal.name}`,
      kind,
      portal: portal.name,
      begin: kind === 'graceful' ? begin : signalAt,
      signalAt,
      end,
      exitCode: stopped.code,
      stopMs: stopped.ms,
      upMs: end - startedAt,
    });
  }

  private async restartRedis(): Promise<void> {
    const begin = Date.now();
    await this.redis.stop();
    const downAt = Date.now();
    await sleep(2_000);
    const startedAt = Date.now();
    await this.redis.start();
    const end = Date.now();
    // Requests right after the start still meet portals reconnecting: they belong to the Redis restart's window.
    await sleep(2_000);
    this.disruptions.push({
      label: 'Redis stop/start',
      kind: 'redis',
      portal: null,
      begin,
      signalAt: begin,
      end: Date.now(),
      exitCode: 0,
      stopMs: startedAt - downAt,
      upMs: end - startedAt,
    });
  }

  async run(pauseMs: number): Promise<void> {
    for (const portal of this.portals) {
      await sleep(pauseMs);
      await this.restartPortal(portal, 'graceful');
    }
    await sleep(pauseMs);
    const victim = this.portals[1] ?? this.portals[0];
    if (victim) await this.restartPortal(victim, 'kill');
    await sleep(pauseMs);
    await this.restartRedis();
  }
}
