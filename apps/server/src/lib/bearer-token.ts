import type { FastifyRequest } from 'fastify';

/** The token of an `Authorization: Bearer <token>` header, or null without one. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}
