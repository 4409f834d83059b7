import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

/** The most of a refused body read and dropped so its client gets the reply: a realistic photo, not an endless stream. */
export const DRAIN_MAX_BYTES = 32 * 1024 * 1024;
/** The longest a refused reply waits for the rest of its body. */
const DRAIN_MAX_MS = 5_000;

/** Whether the whole body has arrived (`complete`) or been read to its end (an injected request knows only that). */
function bodyRead(raw: IncomingMessage): boolean {
  return raw.complete || raw.readableEnded;
}

/**
 * Reads and drops the rest of a request's body. Resolves true once the client has sent it all, false at the bound
 * (more than `maxBytes` declared or read, or `maxMs` gone by) or when the connection goes first.
 */
function drainBody(raw: IncomingMessage, maxBytes: number, maxMs: number): Promise<boolean> {
  if (bodyRead(raw)) return Promise.resolve(true);
  if (Number(raw.headers['content-length']) > maxBytes || raw.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    let read = 0;
    const finish = (drained: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('close', onClose);
      resolve(drained);
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(bodyRead(raw));
    const timer = setTimeout(() => finish(false), maxMs);
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('close', onClose);
    raw.resume();
  });
}

/**
 * An error answered before its request's body was read (a body over a limit: the 1 MiB JSON limit, the photo's
 * limit; a refused token on an upload) waits for the rest of the body, read and dropped, up to a bound. Node closes
 * such a connection once the reply is written (Fastify asks it to for a body over the limit), and closing a socket
 * that still has bytes coming in makes the kernel answer them with a reset, which can reach the client before it
 * reads the reply: a client still sending a body over the JSON limit saw a network error instead of its 413 (issue 28).
 * Past the bound the connection is closed at once, so a client cannot hold the server by sending without end.
 */
export function registerUnreadBodies(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || bodyRead(request.raw)) return payload;
    if (!(await drainBody(request.raw, DRAIN_MAX_BYTES, DRAIN_MAX_MS))) void reply.header('connection', 'close');
    return payload;
  });
}
