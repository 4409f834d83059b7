import compress from '@fastify/compress';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Under this size a reply goes out as it is: compressing it costs more CPU than the bytes it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Compression for every route but the gateway, which compresses its own replies (`jsonReply`). */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { threshold: COMPRESSION_THRESHOLD_BYTES });
}

function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter))) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') || accepted.has('*') ? 'gzip' : null;
}

/**
 * The gateway's reply as JSON: the hot path's small replies skip compression entirely (no per-reply hook, no
 * header parsing); from the threshold on they are compressed with brotli or gzip when the client takes them.
 */
export function jsonReply(request: FastifyRequest, reply: FastifyReply, body: unknown): string | Buffer {
  const json = JSON.stringify(body);
  void reply.type('application/json; charset=utf-8');
  if (Buffer.byteLength(json) < COMPRESSION_THRESHOLD_BYTES) return json;
  void reply.header('vary', 'accept-encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return json;
  void reply.header('content-encoding', encoding);
  return encoding === 'br' ? brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : gzipSync(json);
}
