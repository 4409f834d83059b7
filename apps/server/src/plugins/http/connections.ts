import type { FastifyInstance } from 'fastify';
import { STATUS_CODES, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Config } from '../../config';

/**
 * The connections receiving a long upload (a bulk import) now: Node's request timeout, which counts from the request's
 * start, spares them (`clientErrorHandler`); the connection's idle timeout still lets go of one that stops sending.
 */
const slowBodies = new WeakSet<Socket>();

/**
 * Exempts this connection's request in flight from the request timeout, and from the socket's idle timeout, until
 * `endSlowBody`: the idle timer would also count the time the server holds the upload back while the database catches
 * up (a 1,000,000-line upload was cut off so, docs/performance.md); the intake times the client's silence itself, only
 * while it waits for bytes (`recordsOf`).
 */
export function startSlowBody(socket: Socket): void {
  slowBodies.add(socket);
  // As Node's own server does: a request injected in-process (tests) has a stand-in socket without timers.
  if (typeof socket.setTimeout === 'function') socket.setTimeout(0);
}

/**
 * After the reply: the connection waits for a next request with the kept-alive idle timeout, as Node would have set it
 * (its own setting ran before this, when the reply finished).
 */
export function endSlowBody(socket: Socket & { server?: { keepAliveTimeout?: number } }): void {
  slowBodies.delete(socket);
  if (!socket.destroyed && typeof socket.setTimeout === 'function') socket.setTimeout(socket.server?.keepAliveTimeout ?? 0);
}

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'Client Timeout' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'Exceeded maximum allowed HTTP header size' },
};

/**
 * Fastify's own answer to a client error (408, 431, 400, then the connection closed), except the request timeout of a
 * slow upload: Node then takes the request off its timeout list, and the upload goes on while bytes arrive.
 */
function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT' && slowBodies.has(socket)) return;
  const { status, message } = CLIENT_ERRORS[err.code ?? ''] ?? { status: 400, message: 'Client Error' };
  const body = JSON.stringify({ error: STATUS_CODES[status], message, statusCode: status });
  this.log.trace({ err }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${body.length}\r\nContent-Type: application/json\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

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
    clientErrorHandler,
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
