import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Config } from '../../config';

/** How often Node looks for requests past their timeouts: its default (30 s) would let a slow client stay that long. */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/**
 * The server's timeouts (issue 12): a client that never finishes its headers, or never sends the body it announced,
 * is let go within the timeout (plus Node's one-second check); an idle kept-alive connection closes after its own.
 * Spread into Fastify's options: `http` goes to `http.createServer`, the rest Fastify sets on the server it creates.
 */
export function timeoutOptions(config: Config) {
  return {
    connectionTimeout: config.requestTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
  };
}

/**
 * Closes a new connection at once when its address already holds `max` open ones, so one client cannot take
 * every file descriptor of the server. 0 leaves connections uncapped (behind a proxy, where all share one address).
 */
export function capConnectionsPerAddress(server: Server, max: number): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
