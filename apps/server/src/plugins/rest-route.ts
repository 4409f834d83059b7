import type { Language } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { findLiveSession } from '../features/authentication/sessions';
import type { Services, SessionInfo } from '../features/service-context';
import { ServiceError } from '../lib/service-error';
import { invalidFields } from './error-handler';
import { bearerToken } from './gateway';

/**
 * The signed-in donor of a REST call (the spec's non-gateway calls), or null without a token.
 * A token that is present but dead is a 401, never a silent fall-back to the visitor path.
 */
export async function optionalSession(services: Services, request: FastifyRequest): Promise<SessionInfo | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const session = await findLiveSession(services, token);
  if (!session) throw new ServiceError(401, 'sessionExpired');
  return session;
}

export async function requireSession(services: Services, request: FastifyRequest): Promise<SessionInfo> {
  const session = await optionalSession(services, request);
  if (!session) throw new ServiceError(401, 'sessionExpired');
  return session;
}

/** Validates a REST body with a contract schema; failures answer 400 naming the fields, as the gateway does. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown, lang: Language): z.output<S> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw invalidFields(parsed.error, lang, '');
  return parsed.data;
}
