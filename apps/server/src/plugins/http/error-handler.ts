import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatMessage, isMessageKey, type ErrorReply, type FieldError, type Language } from '@portal/contract';
import type { z } from 'zod';
import { ServiceError } from '../../lib/service-error';
import { safeError } from '../../lib/safe-error';
import { securityEventOf } from '../security/security-events';

/** Zod issues as the fields at fault, messages in the caller's language. */
export function fieldErrors(error: z.ZodError, lang: Language, prefix: string): FieldError[] {
  return error.issues.map((issue) => {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    const message = isMessageKey(issue.message) ? formatMessage(lang, issue.message) : issue.message;
    return { path, code: isMessageKey(issue.message) ? issue.message : issue.code, message };
  });
}

export function invalidFields(error: z.ZodError, lang: Language, prefix: string): ServiceError {
  const fields = fieldErrors(error, lang, prefix);
  return new ServiceError(
    400,
    'invalidFields',
    { fields: [...new Set(fields.map((f) => f.path || prefix || 'body'))].join(', ') },
    { fields },
  );
}

const malformedBodyCodes = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

function send(reply: FastifyReply, body: ErrorReply): FastifyReply {
  if (body.retryAfterSeconds !== undefined) void reply.header('Retry-After', String(body.retryAfterSeconds));
  return reply.status(body.status).send(body);
}

/**
 * The one error handler: 4xx replies say what is wrong in the caller's language; 5xx replies hide
 * the details and carry the request id, under which the error is logged. A refused call is logged as a security event
 * (`securityEventOf`), with the request id that ties it to the access log's line.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.decorateRequest('origin', null);
  app.setErrorHandler((error: FastifyError | ServiceError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang;
    if (error instanceof ServiceError) {
      const securityEvent = securityEventOf(error, request);
      if (securityEvent) request.log.warn({ securityEvent }, 'security event');
      return send(reply, {
        status: error.status,
        code: error.code,
        message: formatMessage(lang, error.code, error.values),
        ...error.extra,
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = error instanceof SyntaxError || malformedBodyCodes.has(error.code) ? 'malformedJson' : 'badRequest';
      return send(reply, { status, code, message: formatMessage(lang, code) });
    }
    request.log.error({ error: safeError(error) }, 'request failed');
    return send(reply, {
      status: 500,
      code: 'internalError',
      message: formatMessage(lang, 'internalError'),
      requestId: String(request.id),
    });
  });
}
