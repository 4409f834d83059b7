import type { FastifyRequest } from 'fastify';
import type { ServiceError } from '../../lib/service-error';
import { loggedPath } from '../http/access-log';

/** Who made a call, once the gateway knows it: ids only, never a name, an e-mail or what was typed. */
export interface CallOrigin {
  /** The gateway's service key (`staff/deactivateStaff`); a REST call is named by its route. */
  service?: string;
  actor?: { kind: 'donor' | 'staff'; id: string };
}

declare module 'fastify' {
  interface FastifyRequest {
    origin: CallOrigin | null;
  }
}

/** Refusals that are security events whatever the call: wrong credentials or codes, refused access, exceeded limits. */
const REFUSED_STATUSES = new Set([401, 403, 429]);
const REFUSED_CODES = new Set(['captchaInvalid', 'totpInvalid']);

/** What the security-event log keeps of a refused call (ASVS V16): what was refused, why, and who asked when known. */
export interface SecurityEvent {
  code: string;
  status: number;
  service: string;
  actor?: string;
}

/**
 * The security event of a refused call, or null: a 401, 403 or 429 of any call, a wrong captcha or second-factor code,
 * and a staff call refused as not found (a donor or object outside the member's centers answers 404).
 */
export function securityEventOf(error: ServiceError, request: FastifyRequest): SecurityEvent | null {
  const origin = request.origin;
  const refused =
    REFUSED_STATUSES.has(error.status) || REFUSED_CODES.has(error.code) || (error.status === 404 && origin?.actor?.kind === 'staff');
  if (!refused) return null;
  return {
    code: error.code,
    status: error.status,
    service: origin?.service ?? `${request.method} ${loggedPath(request)}`,
    ...(origin?.actor ? { actor: `${origin.actor.kind}:${origin.actor.id}` } : {}),
  };
}
